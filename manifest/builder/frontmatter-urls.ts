// URLs in frontmatter get the policy links and images in the body get: the home page's hero
// images must be files of this site, its action and feature links must go to this site or to
// http(s), mail or phone addresses. The app ignores any other (app/lib/asset-url.ts, AppLink);
// the builder says so at the key's line.

import { keyLine } from './page-meta'
import type { Diagnostic } from '../types'
import { isSafeLink, isSiteAsset } from '../paths/url-policy'

type Use = 'image' | 'link'

/** Where URLs sit in the home layout's frontmatter. */
const IMAGE_KEYS = ['heroImage', 'heroImageDark']
const LIST_KEYS = ['actions', 'features']

/** Findings for unsafe URLs in `data` (the parsed frontmatter of `file`, `yaml` its text). */
export function frontmatterUrlDiagnostics(data: Record<string, unknown>, yaml: string, file: string): Diagnostic[] {
  const found: Diagnostic[] = []
  const check = (key: string, value: unknown, use: Use, where: string) => {
    if (typeof value !== 'string') return
    const ok = use === 'image' ? isSiteAsset(value) : isSafeLink(value)
    if (ok) return
    const rule = use === 'image' ? 'images come from this site' : 'links go to this site, http(s), mailto: or tel:'
    found.push({
      file,
      line: keyLine(yaml, key),
      severity: 'error',
      message: `frontmatter ${where} is not used: ${JSON.stringify(value.slice(0, 80))} (${rule})`,
      code: 'unsafe-url',
    })
  }
  for (const key of IMAGE_KEYS) check(key, data[key], 'image', key)
  for (const key of LIST_KEYS) {
    const list = data[key]
    if (!Array.isArray(list)) continue
    list.forEach((item, i) => {
      if (item && typeof item === 'object')
        check(key, (item as Record<string, unknown>).link, 'link', `${key}[${i}].link`)
    })
  }
  const highlights = data.highlights
  if (Array.isArray(highlights)) {
    highlights.forEach((section, s) => {
      const features =
        section && typeof section === 'object' ? (section as Record<string, unknown>).features : undefined
      if (!Array.isArray(features)) return
      features.forEach((item, i) => {
        if (item && typeof item === 'object')
          check('highlights', (item as Record<string, unknown>).link, 'link', `highlights[${s}].features[${i}].link`)
      })
    })
  }
  return found
}
