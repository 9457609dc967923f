// Tests of manifest/search/query-terms.ts: stop words and the one-edit typo distance.

import { describe, expect, it } from 'vitest'
import { queryTerms, withinOneEdit } from '../../../manifest/search/query-terms'

describe('manifest/search/query-terms', () => {
  it('drops stop words unless nothing else is left', () => {
    expect(queryTerms('How to set the framework.server.url')).toEqual(['set', 'framework', 'server', 'url'])
    expect(queryTerms('the')).toEqual(['the'])
    expect(queryTerms('  ')).toEqual([])
  })

  it('recognises one edit', () => {
    expect(withinOneEdit('pasword', 'password')).toBe(true)
    expect(withinOneEdit('shceduling', 'scheduling')).toBe(true)
    expect(withinOneEdit('nodes', 'notes')).toBe(true)
    expect(withinOneEdit('node', 'nodes')).toBe(true)
    expect(withinOneEdit('node', 'mode')).toBe(true)
    expect(withinOneEdit('node', 'nomad')).toBe(false)
    expect(withinOneEdit('abcd', 'badc')).toBe(false)
  })
})
