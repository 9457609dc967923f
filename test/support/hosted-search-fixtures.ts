// Shared hosted-search fixtures: a config with a test host, a DocSearch-shaped answer, and the
// msw server that stands in for the hosted service.

import { setupServer, type SetupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

/** An msw server for the test file: listens for its whole run, handlers and timers reset after each test. */
export function useHostedServer(): SetupServer {
  const server = setupServer()
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })
  afterAll(() => server.close())
  return server
}

export const hosted = { appId: 'TESTAPP', apiKey: 'public-key', indexName: 'docs-index', host: 'search.test' }
export const endpoint = 'https://search.test/1/indexes/*/queries'

export const answer = {
  results: [
    {
      hits: [
        {
          url: 'https://docs.example.org/docs/manual/jobs/job-options.html#option-types',
          hierarchy: { lvl0: 'Job Options', lvl1: 'Option types', lvl2: null },
          content: 'Two option types exist.',
          _highlightResult: {},
        },
        { url: '/docs/manual/jobs/', hierarchy: { lvl0: 'Jobs', lvl1: null }, content: null },
      ],
    },
  ],
}
