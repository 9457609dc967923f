import { describe, expect, it } from 'vitest'
import { frontmatterUrlDiagnostics } from '../../../manifest/builder/frontmatter-urls'
import { isSafeLink, isSiteAsset, styleLoadsResource } from '../../../manifest/paths/url-policy'

describe('manifest/paths/url-policy', () => {
  it('lets links go to this site and to http(s), mail and phone addresses only', () => {
    for (const ok of [
      '/manual/jobs',
      'jobs.md#x',
      '#top',
      '?q=1',
      'https://example.org/',
      'HTTP://x',
      'mailto:a@b.c',
      'tel:+1555',
    ]) {
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
    for (const bad of [
      'https://cdn.example/a.png',
      '//cdn.example/a.png',
      ' //cdn.example/a.png',
      '\\\\\\\\host\\\\a.png',
      'data:image/png;base64,AA',
      'blob:x',
    ]) {
      expect(isSiteAsset(bad), JSON.stringify(bad)).toBe(false)
    }
  })

  it('lets a style lay out and colour, never load', () => {
    for (const ok of ['color: red', 'width: 50%; text-align: center', 'font-family: "Open Sans"'])
      expect(styleLoadsResource(ok), ok).toBe(false)
    for (const bad of [
      'background:url(x.png)',
      'background: URL (x)',
      'background-image: image-set("a.png" 1x)',
      '@import "x.css"',
      'width: expression(alert(1))',
      'background: u\\72l(x)',
      'color: red /* */',
    ]) {
      expect(styleLoadsResource(bad), bad).toBe(true)
    }
  })

  it('reports unsafe frontmatter URLs at their key, safe ones not at all', () => {
    const yaml =
      'home: true\nheroImage: https://cdn.example/hero.png\nheroImageDark: /assets/dark.png\nactions:\n  - text: Go\n    link: javascript:go()\n  - text: Ok\n    link: /manual/\nhighlights:\n  - header: H\n    features:\n      - title: T\n        link: data:text/html,x'
    const data = {
      home: true,
      heroImage: 'https://cdn.example/hero.png',
      heroImageDark: '/assets/dark.png',
      actions: [
        { text: 'Go', link: 'javascript:go()' },
        { text: 'Ok', link: '/manual/' },
      ],
      highlights: [{ header: 'H', features: [{ title: 'T', link: 'data:text/html,x' }] }],
    }
    expect(frontmatterUrlDiagnostics(data, yaml, 'index.md').map((d) => `${d.line}: ${d.message}`)).toEqual([
      '3: frontmatter heroImage is not used: "https://cdn.example/hero.png" (images come from this site)',
      '5: frontmatter actions[0].link is not used: "javascript:go()" (links go to this site, http(s), mailto: or tel:)',
      '10: frontmatter highlights[0].features[0].link is not used: "data:text/html,x" (links go to this site, http(s), mailto: or tel:)',
    ])
  })
})
