// A page's frontmatter as the build parses it, for its HTML shell: the app's first page then
// needs no YAML parser (the yaml library is about 28 KB on the slow link, before the app can show
// a page with frontmatter). Parsed with the pipeline's own parser, from the file the site serves.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { splitFrontmatter } from '../../manifest/markdown'
import { parseFrontmatter } from '../../manifest/markdown/parse-frontmatter'
import type { PageFrontmatter } from '../../manifest/shell/page-manifest-element'

/**
 * The frontmatter of `file` (relative to the built site `out`), parsed; undefined when it has
 * none, cannot be read, or its data does not survive JSON as it is (`.nan`, `.inf`): the app then
 * parses the YAML itself.
 */
export function builtFrontmatter(out: string, file: string): PageFrontmatter | undefined {
  let text: string
  try {
    text = readFileSync(path.join(out, file), 'utf8')
  } catch {
    return undefined
  }
  const { yaml } = splitFrontmatter(text)
  if (yaml === null) return undefined
  const parsed = parseFrontmatter(yaml, file)
  const sent = JSON.parse(JSON.stringify(parsed)) as unknown
  return isDeepStrictEqual(sent, parsed) ? { yaml, parsed } : undefined
}
