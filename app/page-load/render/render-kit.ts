// What the render worker's code is given by the renderer (render-page.ts) instead of importing it:
// that code is in chunks loaded only for very long pages, and importing the shared modules from
// there would cut the first paint's chunks into more files. Types only here.

import type { MarkdownRenderer } from '../../../manifest/markdown/types'
import type { Manifest } from '../../../manifest/types'
import type { laterPieceChars, openingPiece, pageContent } from './page-content'
import type { SafeHtml } from '../../sanitize/sanitize'

/** The renderer's pieces a render in a worker uses, on the page's side and in the worker. */
export interface RendererKit {
  /** The site's renderer for a manifest (site-renderer.ts). */
  renderer(manifest: Manifest): MarkdownRenderer
  /** Sanitizes (or checks) pipeline HTML (sanitize.ts's sanitizeRendered). */
  sanitize(html: string): SafeHtml
  pageContent: typeof pageContent
  openingPiece: typeof openingPiece
  laterPieceChars: typeof laterPieceChars
  /** render-sizes.ts's FIRST_STEP_CHARS, RENDER_PART_TOKENS and PARSE_PART_CHARS. */
  firstStepChars: number
  renderPartTokens: number
  parseAheadChars: number
}
