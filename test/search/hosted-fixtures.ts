// Shared hosted-search fixtures: a config with a test host and a DocSearch-shaped answer.

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

