// What a built page's HTML shell carries for its first paint (tools/publish/page-manifest.ts): its
// part of the manifest, so the text is rendered without the whole one; its navigation shard's
// name; its head (a long page's opening blocks); its frontmatter as the build parsed it, so the
// app's first page needs no YAML parser (a download of its own).

import { parseManifest } from '../../manifest/parse'
import {
  PAGE_FRONTMATTER_ID,
  PAGE_MANIFEST_HEAD_ATTR,
  PAGE_MANIFEST_ID,
  PAGE_MANIFEST_NAV_ATTR,
  PAGE_MANIFEST_ROUTE_ATTR,
  PAGE_MANIFEST_SIDEBAR_ATTR,
  PAGE_MANIFEST_WORDS_ATTR,
  PAGE_SOURCE_FILE_ATTR,
  PAGE_SOURCE_ID,
  type PageFrontmatter,
  type PageManifest,
  type PageSourceText,
} from '../../manifest/shell/page-manifest-element'
import { partOfSite } from '../page-load/partial-manifest'

/** Reads the page's part of the manifest (marked partial); undefined when there is none (or it cannot be read). */
export function readShellPart(doc: Document): PageManifest | undefined {
  const element = doc.getElementById(PAGE_MANIFEST_ID)
  const route = element?.getAttribute(PAGE_MANIFEST_ROUTE_ATTR)
  if (!element || !route) return undefined
  try {
    const manifest = partOfSite(parseManifest(JSON.parse(element.textContent ?? '')), route)
    const frontmatter = readPageFrontmatter(doc)
    const nav = element.getAttribute(PAGE_MANIFEST_NAV_ATTR) ?? undefined
    const headFile = element.getAttribute(PAGE_MANIFEST_HEAD_ATTR)
    const words = Number(element.getAttribute(PAGE_MANIFEST_WORDS_ATTR))
    const head = headFile && Number.isInteger(words) && words >= 0 ? { file: headFile, words } : undefined
    const hasSidebar = element.hasAttribute(PAGE_MANIFEST_SIDEBAR_ATTR)
    const source = readPageSource(doc)
    return { route, hasSidebar, manifest, frontmatter, nav, head, source }
  } catch {
    return undefined
  }
}

/** Reads the page's frontmatter as the build parsed it; undefined when there is none or it is not of that shape. */
function readPageFrontmatter(doc: Document): PageFrontmatter | undefined {
  const text = doc.getElementById(PAGE_FRONTMATTER_ID)?.textContent
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<PageFrontmatter> | null
    const parsed = value?.parsed
    const shaped =
      typeof value?.yaml === 'string' &&
      typeof parsed?.data === 'object' &&
      parsed.data !== null &&
      Array.isArray(parsed.diagnostics)
    return shaped ? (value as PageFrontmatter) : undefined
  } catch {
    return undefined // the app parses the YAML itself
  }
}

/** Reads the markdown the shell carries for the first paint; undefined when there is none (its file is fetched then). */
function readPageSource(doc: Document): PageSourceText | undefined {
  const element = doc.getElementById(PAGE_SOURCE_ID)
  const file = element?.getAttribute(PAGE_SOURCE_FILE_ATTR)
  if (!element || !file) return undefined
  try {
    const text = JSON.parse(element.textContent ?? '') as unknown
    return typeof text === 'string' ? { file, text } : undefined
  } catch {
    return undefined
  }
}
