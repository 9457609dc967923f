// The app shell page: base meta, parallel preloads, hashed script and stylesheet; no inline script.

import type { Manifest } from '../../manifest/types'

/** Inputs of the shell page. */
export interface IndexHtmlInput {
  manifest: Manifest
  entry: { js: string; css?: string }
}

/** Escapes text for an HTML attribute or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Renders index.html for the given manifest and bundle entry. */
export function renderIndexHtml({ manifest, entry }: IndexHtmlInput): string {
  const { base, lang, title } = manifest.site
  const href = (rel: string) => escapeHtml(base + rel)
  const css = entry.css
    ? `\n    <link rel="stylesheet" href="${href(entry.css)}">`
    : ''
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="docs-base" content="${escapeHtml(base)}">
    <title>${escapeHtml(title || 'Documentation')}</title>
    <link rel="preload" href="${href('manifest.json')}" as="fetch" crossorigin="anonymous">${css}
    <script type="module" src="${href(entry.js)}"></script>
  </head>
  <body>
    <div id="app"></div>
    <noscript>This documentation needs JavaScript to render its pages. The raw markdown files are served beside this page.</noscript>
  </body>
</html>
`
}
