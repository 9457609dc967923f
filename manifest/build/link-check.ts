// Finds broken internal links (no such page) and missing anchors (no such heading) across a site.

import type { RenderedLink } from '../markdown/types'
import type { Diagnostic, Heading } from '../types'

/** One rendered page, as the checker needs it. */
export interface CheckedPage {
  route: string
  file: string
  headings: Heading[]
  links: RenderedLink[]
}

/**
 * Reports every link (not image) that reaches no page (`link`) and every fragment that names
 * no heading id of its target page (`anchor`), both as warnings.
 */
export function checkLinks(pages: CheckedPage[]): Diagnostic[] {
  const slugs = new Map<string, Set<string>>()
  for (const page of pages) {
    slugs.set(page.route, new Set(page.headings.map((h) => h.slug)))
  }
  const diagnostics: Diagnostic[] = []
  for (const page of pages) {
    for (const link of page.links) {
      if (link.use !== 'link') continue
      if (link.kind === 'unresolved') {
        diagnostics.push({
          file: page.file,
          line: link.line,
          severity: 'warning',
          message: `link target not found: ${link.raw}`,
          code: 'link',
        })
        continue
      }
      if (!link.hash || (link.kind !== 'page' && link.kind !== 'anchor')) continue
      const route = link.kind === 'anchor' ? page.route : link.route
      const targets = route === undefined ? undefined : slugs.get(route)
      if (targets && !targets.has(link.hash)) {
        diagnostics.push({
          file: page.file,
          line: link.line,
          severity: 'warning',
          message: `anchor #${link.hash} not found in ${route}: ${link.raw}`,
          code: 'anchor',
        })
      }
    }
  }
  return diagnostics
}
