// One markdown renderer per manifest, wired to the site's variables, links and highlighter.

import { createMarkdown } from '../../manifest/markdown'
import type { RenderResult } from '../../manifest/markdown/types'
import { createUrlResolver } from '../../manifest/paths'
import type { Manifest } from '../../manifest/types'
import { siteIndexFor } from '../lib/site-index'

/** Renders a page body with the included files it may read. */
export interface SiteRenderer {
  render(body: string, file: string, firstLine: number, files: Map<string, string>): RenderResult
}

const cache = new WeakMap<Manifest, SiteRenderer>()

/** The renderer for a manifest, created on first use. */
export function siteRendererFor(manifest: Manifest): SiteRenderer {
  let renderer = cache.get(manifest)
  if (!renderer) {
    renderer = createSiteRenderer(manifest)
    cache.set(manifest, renderer)
  }
  return renderer
}

function createSiteRenderer(manifest: Manifest): SiteRenderer {
  // The pipeline's readFile is synchronous and fixed at creation; each render swaps in the
  // files fetched for that page. Renders are synchronous, so they never interleave.
  let current = new Map<string, string>()
  const { resolver } = siteIndexFor(manifest)
  const md = createMarkdown({
    vars: manifest.site.vars,
    readFile: (path) => current.get(path),
    resolveUrl: createUrlResolver(manifest.site, resolver),
  })
  return {
    render(body, file, firstLine, files) {
      current = files
      try {
        return md.render(body, file, firstLine)
      } finally {
        current = new Map()
      }
    },
  }
}
