// The markdown a built site serves for its pages: every page's file and the files it includes,
// each once (the offline list and the build's brotli copies).

import type { Manifest } from '../../manifest/types'

/** Docs-root relative paths of the pages' files and includes, each once, in page order. */
export function pageMarkdownFiles(manifest: Manifest): string[] {
  const files = new Set<string>()
  for (const page of manifest.pages) {
    files.add(page.file)
    for (const included of page.includes ?? []) files.add(included)
  }
  return [...files]
}
