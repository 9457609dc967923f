// Mode policy with the real hosted client over msw: auto falls back to offline results on every failure kind.

import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createFailoverSearch, FAILOVER_TIMEOUT_MS } from '../../../app/search/failover'
import { createHostedClient } from '../../../app/search/hosted-client'
import { createSearchEngine } from '../../../manifest/search/search-engine'
import { answer, endpoint, hosted, useHostedServer } from '../../support/hosted-search-fixtures'

const engine = createSearchEngine([
  { url: '/manual/jobs/job-options', lvl0: 'Job Options', content: 'Options are inputs.' },
  { url: '/manual/jobs/job-options#option-types', lvl0: 'Job Options', lvl1: 'Option types', content: 'Text or file.' },
])
const offline = async (term: string) => ({ hits: engine.search(term) })

const server = useHostedServer()

function autoSearch(maxFailures = 3) {
  const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0, timeoutMs: FAILOVER_TIMEOUT_MS })
  return createFailoverSearch({ mode: 'auto', hosted: client.search, offline, maxFailures })
}

describe('app/search/failover', () => {
  it('auto: uses hosted hits when the service answers', async () => {
    server.use(http.post(endpoint, () => HttpResponse.json(answer)))
    const result = await autoSearch().search('options')
    expect(result.source).toBe('hosted')
    expect(result.fallback).toBeUndefined()
    expect(result.hits[0].hierarchy.lvl1).toBe('Option types')
  })

  const failures: [string, () => Response | Promise<Response>][] = [
    ['500', () => new HttpResponse('nope', { status: 500 })],
    ['network error', () => HttpResponse.error()],
    ['malformed JSON', () => new HttpResponse('<html>', { headers: { 'content-type': 'application/json' } })],
  ]
  for (const [name, reply] of failures) {
    it(`auto: ${name} → offline results flagged as fallback`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      server.use(http.post(endpoint, reply))
      const result = await autoSearch().search('option types')
      expect(result).toMatchObject({ source: 'offline', fallback: true })
      expect(result.hits[0].url).toBe('/manual/jobs/job-options#option-types')
    })
  }

  it('auto: no answer within 1500 ms → offline results', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.post(endpoint, async () => {
        await delay('infinite')
        return HttpResponse.json(answer)
      }),
    )
    const pending = autoSearch().search('options')
    await vi.advanceTimersByTimeAsync(FAILOVER_TIMEOUT_MS + 1)
    expect(await pending).toMatchObject({ source: 'offline', fallback: true })
  })

  it('auto: stops asking the hosted service after repeated failures', async () => {
    let calls = 0
    server.use(
      http.post(endpoint, () => {
        calls += 1
        return new HttpResponse(null, { status: 503 })
      }),
    )
    const s = autoSearch(3)
    for (let i = 0; i < 5; i++) expect((await s.search('options')).source).toBe('offline')
    expect(calls).toBe(3)
    expect(s.state()).toEqual({ failures: 3, hostedDisabled: true })
  })

  it('offline: never calls the hosted side; hosted: surfaces failures', async () => {
    const hostedSpy = vi.fn(async () => [])
    const off = createFailoverSearch({ mode: 'offline', hosted: hostedSpy, offline })
    expect((await off.search('options')).source).toBe('offline')
    expect(hostedSpy).not.toHaveBeenCalled()
    server.use(http.post(endpoint, () => new HttpResponse(null, { status: 500 })))
    const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0 })
    const only = createFailoverSearch({ mode: 'hosted', hosted: client.search, offline })
    await expect(only.search('options')).rejects.toMatchObject({ kind: 'status' })
  })
})
