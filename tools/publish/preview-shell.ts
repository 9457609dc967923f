// The browser preview's page (`<base>_preview/index.html`): the preview's own bundle
// (app/entries/preview.tsx, built apart from the app so none of it reaches the site's pages), and
// the base it reads the site's settings from. Every address under `_preview/` answers this page
// (the static server, the nginx snippet); it shows the picked folder's routes there.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build, type Metafile } from 'esbuild'
import { APP_FILES, appBuildOptions } from '../../esbuild.config'
import type { SiteData } from '../../manifest/types'
import { escapeHtml } from '../../manifest/markdown/html-utils'
import { relativeOutput } from './app-entry'
import { SITE_ICON } from './index-html'
import { PREVIEW_FOLDER } from '../../manifest/paths/preview-path'

/** The preview bundle's script and stylesheet, relative to the site's root. */
interface PreviewEntry {
  js: string
  css?: string
}

/**
 * Bundles the preview into `out/_app/preview/` and writes its page; returns the bytes written per
 * output file (relative to `out`).
 */
export async function writePreview(out: string, site: Pick<SiteData, 'base' | 'lang' | 'title'>) {
  const result = await build({
    ...appBuildOptions,
    entryPoints: { preview: APP_FILES.preview },
    outdir: path.join(out, '_app', 'preview'),
    write: true,
  })
  const files: Record<string, number> = {}
  for (const [file, info] of Object.entries(result.metafile!.outputs)) files[relativeOutput(file, out)] = info.bytes
  await mkdir(path.join(out, PREVIEW_FOLDER), { recursive: true })
  await writeFile(
    path.join(out, PREVIEW_FOLDER, 'index.html'),
    renderPreviewHtml(site, previewEntryOf(result.metafile!, out)),
  )
  return files
}

/** The preview's script and stylesheet among esbuild's outputs. */
function previewEntryOf(metafile: Metafile, out: string): PreviewEntry {
  let js = ''
  let css: string | undefined
  for (const [file, info] of Object.entries(metafile.outputs)) {
    if (info.entryPoint === APP_FILES.preview) js = relativeOutput(file, out)
    else if (file.endsWith('.css') && /\/preview-[^/]*\.css$/.test(file)) css = relativeOutput(file, out)
  }
  if (!js) throw new Error(`esbuild produced no entry script for ${APP_FILES.preview}`)
  return { js, css }
}

/** The preview's page, for the site under `site.base`. */
function renderPreviewHtml(site: Pick<SiteData, 'base' | 'lang' | 'title'>, entry: PreviewEntry): string {
  const e = (text: string) => escapeHtml(text, 'decimal')
  const href = (rel: string) => e(site.base + rel)
  const title = `Preview a local folder | ${site.title || 'Documentation'}`
  return `<!doctype html>
<html lang="${e(site.lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="docs-base" content="${e(site.base)}">
    <meta name="robots" content="noindex">
    <title>${e(title)}</title>
    <link rel="icon" href="${e(SITE_ICON)}">${entry.css ? `\n    <link rel="stylesheet" href="${href(entry.css)}">` : ''}
    <script type="module" src="${href(entry.js)}"></script>
  </head>
  <body>
    <div id="app"></div>
    <noscript>The preview of a local folder runs in the browser: it needs JavaScript.</noscript>
  </body>
</html>
`
}
