// Finds broken internal links (no such page) and missing anchors (no such heading) across a site.

import { memoByObject } from '../memo-by-object'
import type { RenderedLink } from '../markdown/types'
import type { Diagnostic, Heading } from '../types'

/** One rendered page, as the checker needs it. */
export interface CheckedPage {
  route: string
  file: string
  headings: Heading[]
  links: RenderedLink[]
  /**
   * The build rendered the page in part (page-entry.ts, BUILD_RENDER_CHARS): its outline lacks
   * the headings past the part, so anchors into it are not checked.
   */
  partial?: boolean
}

/**
 * Reports every link (not image) that reaches no page (`link`) and every fragment that names
 * no heading id of its target page (`anchor`), both as warnings (not into a page rendered in part).
 */
export function checkLinks(pages: CheckedPage[]): Diagnostic[] {
  const outlines = new Map<string, Heading[]>()
  for (const page of pages) if (!page.partial) outlines.set(page.route, page.headings)
  const diagnostics: Diagnostic[] = []
  for (const page of pages) {
    for (const d of pageFindings(page, outlines)) diagnostics.push(d)
  }
  return diagnostics
}

// A rebuild (the dev server's, after each save) hands the checker the same link and outline
// objects for every page whose render it reused, so a page's findings are kept with its links and
// worked out again only when the page, or an outline one of its anchors points into, is new.

/** A page's findings and what they were worked out against. */
interface PageFindings {
  route: string
  file: string
  /** The outline of each route the page's anchors point into (undefined: no such page). */
  targets: [route: string, outline: Heading[] | undefined][]
  diagnostics: Diagnostic[]
}

const kept = new WeakMap<RenderedLink[], PageFindings>()

/** The ids of an outline's headings. */
const slugsOf = memoByObject((headings: Heading[]) => new Set(headings.map((h) => h.slug)))

function pageFindings(page: CheckedPage, outlines: Map<string, Heading[]>): Diagnostic[] {
  const before = kept.get(page.links)
  if (
    before &&
    before.route === page.route &&
    before.file === page.file &&
    before.targets.every(([route, outline]) => outlines.get(route) === outline)
  ) {
    return before.diagnostics
  }
  const targets = new Map<string, Heading[] | undefined>()
  const diagnostics: Diagnostic[] = []
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
    if (route === undefined) continue
    const outline = outlines.get(route)
    targets.set(route, outline)
    if (outline && !slugsOf(outline).has(link.hash)) {
      diagnostics.push({
        file: page.file,
        line: link.line,
        severity: 'warning',
        message: `anchor #${link.hash} not found in ${route}: ${link.raw}`,
        code: 'anchor',
      })
    }
  }
  kept.set(page.links, { route: page.route, file: page.file, targets: [...targets], diagnostics })
  return diagnostics
}
