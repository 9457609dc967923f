// One markdown renderer per manifest, wired to the site's variables, links and highlighter.

import { createMarkdown } from '../../manifest/markdown'
import type { RenderResult, SteppedResult } from '../../manifest/markdown/types'
import { createUrlResolver } from '../../manifest/paths'
import type { Manifest } from '../../manifest/types'
import { siteIndexFor } from '../lib/site-index'
import { perManifest } from '../lib/per-manifest'

/** Renders a page body with the included files it may read. */
export interface SiteRenderer {
  renderWithFiles(body: string, file: string, firstLine: number, files: Map<string, string>): RenderResult
  /**
   * The pipeline's renderInSteps. The same inputs as the last call give back the same result: a
   * page the first paint rendered whole comes back whole, one it began in steps comes back begun.
   */
  renderInStepsWithFiles(
    body: string,
    file: string,
    firstLine: number,
    files: Map<string, string>,
    firstChars: number,
  ): SteppedResult
}

/** The renderer for a manifest, created on first use. */
export const siteRendererFor = perManifest(createSiteRenderer)

function createSiteRenderer(manifest: Manifest): SiteRenderer {
  // The pipeline's readFile is synchronous and fixed at creation; each render swaps in the
  // files fetched for that page. Renders are synchronous, so they never interleave.
  let current = new Map<string, string>()
  const { resolver } = siteIndexFor(manifest)
  const md = createMarkdown({
    vars: manifest.site.vars,
    readFile: (path) => current.get(path),
    resolveUrl: createUrlResolver(manifest.site, resolver),
    // Long pages are shown in pieces (page-content.ts).
    blockBreaks: true,
    collapseCodeLines: manifest.site.collapseCodeLines,
    containerTitles: manifest.site.containerTitles,
  })
  // The last render, returned again for the same inputs: the app's first render of a page
  // repeats the first paint's (app/first-paint/), which shares this renderer through the manifest.
  // A render in steps is kept with its rest unrendered, so the app finishes what the first paint began.
  let last:
    { body: string; file: string; firstLine: number; files: Map<string, string>; steps: SteppedResult } | undefined
  const lastFor = (body: string, file: string, firstLine: number, files: Map<string, string>) =>
    last && last.body === body && last.file === file && last.firstLine === firstLine && sameFiles(last.files, files)
      ? last.steps
      : undefined
  /** Runs `render` with `files` readable by includes (renders are synchronous, never interleaved). */
  const withFiles = <T>(files: Map<string, string>, render: () => T): T => {
    current = files
    try {
      return render()
    } finally {
      current = new Map()
    }
  }
  const keep = (body: string, file: string, firstLine: number, files: Map<string, string>, steps: SteppedResult) => {
    last = { body, file, firstLine, files: new Map(files), steps }
    return steps
  }
  return {
    renderWithFiles(body, file, firstLine, files) {
      const kept = lastFor(body, file, firstLine, files)
      if (kept) return kept.finish()
      const result = withFiles(files, () => md.render(body, file, firstLine))
      return keep(body, file, firstLine, files, { finish: () => result }).finish()
    },
    renderInStepsWithFiles(body, file, firstLine, files, firstChars) {
      const kept = lastFor(body, file, firstLine, files)
      if (kept) return kept
      // Includes are read in the first step only (they are expanded before block parsing).
      return keep(
        body,
        file,
        firstLine,
        files,
        withFiles(files, () => md.renderInSteps(body, file, firstLine, firstChars)),
      )
    },
  }
}

function sameFiles(a: Map<string, string>, b: Map<string, string>): boolean {
  if (a.size !== b.size) return false
  for (const [path, text] of a) if (b.get(path) !== text) return false
  return true
}
