// One markdown renderer per manifest, wired to the site's variables, links and block breaks.

import { createMarkdown } from '../../../manifest/markdown'
import type { MarkdownRenderer } from '../../../manifest/markdown/types'
import { siteMarkdownOptions } from '../../../manifest/markdown/site-markdown'
import type { Manifest } from '../../../manifest/types'
import { siteIndexFor } from '../../lib/site-index'
import { memoByObject } from '../../../manifest/memo-by-object'

/**
 * The renderer for a manifest, created on first use. A page's includes are read from the files
 * fetched for it, passed to each render (`readFrom`).
 */
export const siteRendererFor = memoByObject((manifest: Manifest): MarkdownRenderer =>
  createMarkdown(siteMarkdownOptions(manifest, siteIndexFor(manifest).resolver)),
)

/** The `readFile` of one render: the page's fetched files by docs-root relative path. */
export function readFrom(files: Map<string, string>): (path: string) => string | undefined {
  return (path) => files.get(path)
}
