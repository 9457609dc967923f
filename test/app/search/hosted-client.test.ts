// Hosted (DocSearch-compatible) client against an msw server: request shape, mapping, failures, debounce.

import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createHostedClient, facetFilter, mapHostedResponse } from '../../../app/search/hosted-client'
import { hostedOrigin } from '../../../manifest/search/hosted-search'
import { HostedSearchError, isAbortError } from '../../../app/search/types'
import { answer, endpoint, hosted, useHostedServer } from '../../support/hosted-search-fixtures'

const server = useHostedServer()

describe('app/search/hosted-client', () => {
  it('sends no facet filters unless the site config names them', async () => {
    let params: URLSearchParams | undefined
    server.use(
      http.post(endpoint, async ({ request }) => {
        const body = (await request.json()) as { requests: { params: string }[] }
        params = new URLSearchParams(body.requests[0]!.params)
        return HttpResponse.json(answer)
      }),
    )
    await createHostedClient({ config: hosted, lang: 'de-DE', debounceMs: 0 }).search('x')
    expect(params?.has('facetFilters')).toBe(false)
  })

  it('sends id, key, index, filters and 100 hits per page, and maps hits', async () => {
    let seen:
      { headers: Headers; body: { requests: { indexName: string; query: string; params: string }[] } } | undefined
    server.use(
      http.post(endpoint, async ({ request }) => {
        seen = { headers: request.headers, body: (await request.json()) as never }
        return HttpResponse.json(answer)
      }),
    )
    const facets = { ...hosted, facetFilters: [['version:docs'], ['lang:{lang}']] }
    const client = createHostedClient({ config: facets, lang: 'en-US', debounceMs: 0 })
    const hits = await client.search('options')
    expect(seen?.headers.get('x-algolia-application-id')).toBe('TESTAPP')
    expect(seen?.headers.get('x-algolia-api-key')).toBe('public-key')
    const [request] = seen!.body.requests
    expect(request.indexName).toBe('docs-index')
    const params = new URLSearchParams(request.params)
    expect(params.get('query')).toBe('options')
    expect(params.get('hitsPerPage')).toBe('100')
    expect(JSON.parse(params.get('facetFilters')!)).toEqual([['version:docs'], ['lang:en-US']])
    expect(params.get('enablePersonalization')).toBe('false')
    expect(params.get('clickAnalytics')).toBe('false')
    expect(hits).toEqual([
      {
        url: 'https://docs.example.org/docs/manual/jobs/job-options.html#option-types',
        hierarchy: { lvl0: 'Job Options', lvl1: 'Option types' },
        content: 'Two option types exist.',
      },
      { url: '/docs/manual/jobs/', hierarchy: { lvl0: 'Jobs' }, content: '' },
    ])
  })

  it("filters an older version's queries on its own version facet instead of the current docs'", async () => {
    let params: URLSearchParams | undefined
    server.use(
      http.post(endpoint, async ({ request }) => {
        const body = (await request.json()) as { requests: { params: string }[] }
        params = new URLSearchParams(body.requests[0]!.params)
        return HttpResponse.json(answer)
      }),
    )
    const facets = { ...hosted, facetFilters: [['version:docs'], ['lang:{lang}']] }
    await createHostedClient({ config: facets, lang: 'en-US', version: '5.7.0', debounceMs: 0 }).search('job options')
    expect(JSON.parse(params!.get('facetFilters')!)).toEqual([['version:5.7.0'], ['lang:en-US']])
    expect(facetFilter('version:docs', 'en-US')).toBe('version:docs')
    expect(facetFilter('lang:{lang}', 'de-DE', '5.7.0')).toBe('lang:de-DE')
  })

  it('builds the URL from the config: host override, else the documented default host', () => {
    expect(hostedOrigin(hosted)).toBe('https://search.test')
    expect(hostedOrigin({ ...hosted, host: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9')
    expect(hostedOrigin({ appId: 'ABC', apiKey: 'k', indexName: 'i' })).toMatch(/^https:\/\/ABC-dsn\./)
  })

  it('fails on a non-2xx answer', async () => {
    server.use(http.post(endpoint, () => new HttpResponse('boom', { status: 500 })))
    const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0 })
    await expect(client.search('x')).rejects.toMatchObject({ kind: 'status' })
  })

  it('logs "Error processing response:" and fails on malformed JSON or an unexpected shape', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    server.use(
      http.post(endpoint, () => new HttpResponse('{"results": [', { headers: { 'content-type': 'application/json' } })),
    )
    const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0 })
    await expect(client.search('x')).rejects.toMatchObject({ kind: 'parse' })
    expect(log).toHaveBeenCalledWith('Error processing response:', expect.anything())
    server.use(http.post(endpoint, () => HttpResponse.json({ hits: 'nope' })))
    await expect(client.search('y')).rejects.toBeInstanceOf(HostedSearchError)
    expect(log).toHaveBeenCalledTimes(2)
  })

  it('fails on a network error', async () => {
    server.use(http.post(endpoint, () => HttpResponse.error()))
    const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0 })
    await expect(client.search('x')).rejects.toMatchObject({ kind: 'network' })
  })

  it('times out a request that gets no answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(http.post(endpoint, () => new Promise<never>(() => undefined)))
    const client = createHostedClient({ config: hosted, lang: 'en-US', debounceMs: 0, timeoutMs: 1500 })
    const result = client.search('x').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(1499)
    await vi.advanceTimersByTimeAsync(2)
    expect(await result).toMatchObject({ kind: 'timeout' })
  })

  it('debounces: only the last query within 500 ms is sent; earlier ones abort', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const queries: string[] = []
    server.use(
      http.post(endpoint, async ({ request }) => {
        const body = (await request.json()) as { requests: { query: string }[] }
        queries.push(body.requests[0].query)
        return HttpResponse.json(answer)
      }),
    )
    const client = createHostedClient({ config: hosted, lang: 'en-US' })
    const first = client.search('o').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(300)
    const second = client.search('op').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(499)
    expect(queries).toEqual([])
    const last = client.search('opt')
    await vi.advanceTimersByTimeAsync(500)
    expect((await last).length).toBe(2)
    expect(isAbortError(await first)).toBe(true)
    expect(isAbortError(await second)).toBe(true)
    expect(queries).toEqual(['opt'])
  })

  it('maps responses strictly', () => {
    expect(() => mapHostedResponse(null)).toThrow()
    expect(() => mapHostedResponse({ results: [{ hits: [{ hierarchy: {} }] }] })).toThrow(/url/)
    expect(mapHostedResponse({ results: [] })).toEqual([])
  })
})
