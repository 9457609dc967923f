// The outline's depth a page asks for in its frontmatter (`headerDepth`, `sidebarDepth`, `toc: false`).

import { DEFAULT_TOC_DEPTH } from './toc'

/**
 * Depth from frontmatter (`headerDepth`, else `sidebarDepth`), clamped to 2..6.
 * Returns 0 when the page turns the outline off (`toc: false`).
 */
export function tocDepth(frontmatter: Record<string, unknown>): number {
  if (frontmatter.toc === false) return 0
  const raw = frontmatter.headerDepth ?? frontmatter.sidebarDepth
  const n = typeof raw === 'number' ? raw : Number(raw)
  if (raw === undefined || !Number.isFinite(n)) return DEFAULT_TOC_DEPTH
  return Math.min(6, Math.max(2, Math.round(n)))
}
