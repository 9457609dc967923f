// A page's frontmatter as the build parsed it, for its HTML shell: the app's first page then
// needs no YAML parser (the yaml library is about 28 KB on the slow link, before the app can show
// a page with frontmatter). The manifest build's own parse (manifest/builder/page-source.ts).

import { isDeepStrictEqual } from 'node:util'
import type { PageFrontmatter } from '../../manifest/shell/page-manifest-element'

/**
 * The page's parsed `frontmatter` as its shell may carry it: undefined when it has none or its
 * data does not survive JSON as it is (`.nan`, `.inf`): the app then parses the YAML itself.
 */
export function shellFrontmatter(frontmatter: PageFrontmatter | undefined): PageFrontmatter | undefined {
  if (frontmatter === undefined) return undefined
  const sent = JSON.parse(JSON.stringify(frontmatter.parsed)) as unknown
  return isDeepStrictEqual(sent, frontmatter.parsed) ? frontmatter : undefined
}
