// Raw markdown is fetched only from inside the docs folder: sourceUrl refuses any file path that
// could leave it, so neither the shell's preloads nor the app's fetches ever ask for one.

import { describe, expect, it } from 'vitest'
import { isDocsRelativePath, sourceUrl } from '../../../manifest/paths/route-paths'

describe('source paths', () => {
  it('accepts paths inside the docs folder and encodes each segment', () => {
    for (const ok of ['index.md', 'manual/jobs/job-options.md', 'a b/ü.md', '.vuepress-like/x.md', 'v1..2.md']) {
      expect(isDocsRelativePath(ok), ok).toBe(true)
    }
    expect(sourceUrl('/docs/', 'manual/a b#c.md')).toBe('/docs/manual/a%20b%23c.md')
  })

  it('refuses every way out: dot segments, absolute paths, backslashes, drive letters, NUL and controls', () => {
    for (const bad of [
      '',
      '../etc/passwd',
      'manual/../../x.md',
      './x.md',
      '/etc/passwd',
      'a//b.md',
      'a\\..\\b.md',
      'C:/x.md',
      'c:x.md',
      'a\u0000.md',
      'a\n.md',
      'manual/..',
    ]) {
      expect(isDocsRelativePath(bad), JSON.stringify(bad)).toBe(false)
      expect(() => sourceUrl('/docs/', bad), JSON.stringify(bad)).toThrow(/not a file inside the docs folder/)
    }
  })
})
