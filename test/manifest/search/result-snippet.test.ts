// Tests of manifest/search/result-snippet.ts: highlighted words and centred snippets.

import { describe, expect, it } from 'vitest'
import { highlightParts, snippetParts } from '../../../manifest/search/result-snippet'

describe('manifest/search/result-snippet', () => {
  it('marks words starting with a term', () => {
    expect(highlightParts('Job options, Options!', ['opt'])).toEqual([
      { text: 'Job ' },
      { text: 'options', mark: true },
      { text: ', ' },
      { text: 'Options', mark: true },
      { text: '!' },
    ])
  })

  it('centres long snippets near the first match', () => {
    const text = `${'lorem '.repeat(60)}needle ${'ipsum '.repeat(60)}`
    const parts = snippetParts(text, ['needle'], 80)
    expect(parts[0].text).toBe('… ')
    expect(parts.some((p) => p.mark && p.text === 'needle')).toBe(true)
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(100)
  })
})
