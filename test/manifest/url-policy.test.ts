import { describe, expect, it } from 'vitest'
import { isSafeLink, isSiteAsset } from '../../manifest/url-policy'

describe('manifest/url-policy', () => {
  it('lets links go to this site and to http(s), mail and phone addresses only', () => {
    for (const ok of ['/manual/jobs', 'jobs.md#x', '#top', '?q=1', 'https://example.org/', 'HTTP://x', 'mailto:a@b.c', 'tel:+1555']) {
      expect(isSafeLink(ok), ok).toBe(true)
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:x',
      'vbscript:msgbox',
      'data:text/html,<script>x</script>',
      'file:///etc/passwd',
      'ftp://example.org/',
    ]) {
      expect(isSafeLink(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('counts only paths of this site as assets', () => {
    for (const ok of ['/assets/img/a.svg', 'img/a.png', './a.png', '../b.png']) expect(isSiteAsset(ok), ok).toBe(true)
    for (const bad of ['https://cdn.example/a.png', '//cdn.example/a.png', ' //cdn.example/a.png', '\\\\\\\\host\\\\a.png', 'data:image/png;base64,AA', 'blob:x']) {
      expect(isSiteAsset(bad), JSON.stringify(bad)).toBe(false)
    }
  })
})
