// The first paint's data: the manifest, the page the address names, and its body rendered, each
// loaded by the app's own fetchers and kept for the app (first-paint-queries.ts). A built page
// carries its part of the manifest (tools/publish/page-manifest.ts): the text is rendered from it.
// Once the text is in, the app's manifest is fetched: the part's navigation shard, joined with
// the part, or the whole manifest for a page that has no shard (the app then fetches the whole
// manifest itself, after it has taken over: app/page-load/manifest-query.ts).
// It also carries the page's frontmatter as the build parsed it: the app's first page then needs no
// YAML parser (a download of its own).

import { parseManifest } from '../../manifest/parse'
import {
  PAGE_FRONTMATTER_ID,
  PAGE_MANIFEST_HEAD_ATTR,
  PAGE_MANIFEST_ID,
  PAGE_MANIFEST_NAV_ATTR,
  PAGE_MANIFEST_ROUTE_ATTR,
  PAGE_MANIFEST_SIDEBAR_ATTR,
  PAGE_MANIFEST_WORDS_ATTR,
  type PageFrontmatter,
  type PageHead,
  type PageManifest,
} from '../../manifest/shell/page-manifest-element'
import type { Manifest, PageEntry } from '../../manifest/types'
import { completePage, renderBody, type RenderedBody } from '../page-load/render/render-page'
import { inAppPath } from '../lib/base-path'
import { resolvePage } from '../lib/resolve-page'
import { fetchManifest, manifestKey } from '../page-load/fetch-manifest'
import { fetchPageSources, pageKey } from '../page-load/fetch-page'
import { fetchText } from '../page-load/errors'
import { sourceUrl } from '../../manifest/paths/index'
import { headFirstBody } from '../page-load/render/head-first'
import { appHasTakenOver, keepForApp } from './first-paint-queries'
import { joinNavShard } from '../../manifest/nav/nav-shard'
import { markPartial } from '../page-load/partial-manifest'

/** A page ready to paint: the site and the page's rendered body. */
interface FirstPage {
  manifest: Manifest
  body: RenderedBody
  /** Known without the site's navigation when the page carried its part of the manifest. */
  hasSidebar?: boolean
}

/** Reads the page's part of the manifest; undefined when there is none (or it cannot be read). */
function readPageManifest(doc: Document): PageManifest | undefined {
  const element = doc.getElementById(PAGE_MANIFEST_ID)
  const route = element?.getAttribute(PAGE_MANIFEST_ROUTE_ATTR)
  if (!element || !route) return undefined
  try {
    const manifest = parseManifest(JSON.parse(element.textContent ?? ''))
    const frontmatter = readPageFrontmatter(doc)
    const nav = element.getAttribute(PAGE_MANIFEST_NAV_ATTR) ?? undefined
    const headFile = element.getAttribute(PAGE_MANIFEST_HEAD_ATTR)
    const words = Number(element.getAttribute(PAGE_MANIFEST_WORDS_ATTR))
    const head = headFile && Number.isInteger(words) && words >= 0 ? { file: headFile, words } : undefined
    const hasSidebar = element.hasAttribute(PAGE_MANIFEST_SIDEBAR_ATTR)
    return { route, hasSidebar, manifest, frontmatter, nav, head }
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

/**
 * Loads what the page route's loader would load for `href`. Undefined when the app would not
 * show a documentation page there as is (unknown routes, other URL forms and redirects, which the
 * app redirects, and the home layout), or when the app has taken over meanwhile.
 */
export async function loadFirstPage(href: string, origin: string, base: string): Promise<FirstPage | undefined> {
  const asked = inAppPath(href, origin, base)
  if (!asked || appHasTakenOver()) return undefined
  const part = readPageManifest(document)
  const resolvedPart = part && resolvePage(part.manifest, asked.path)
  if (part && resolvedPart?.kind === 'page' && resolvedPart.entry.route === part.route) {
    const { manifest, hasSidebar, frontmatter, head } = part
    try {
      return { manifest, body: await loadBody(base, manifest, resolvedPart.entry, frontmatter, head), hasSidebar }
    } finally {
      // The app's manifest, once the text no longer shares the link with it.
      if (!appHasTakenOver()) {
        keepForApp(manifestKey(base), part.nav ? joinedManifest(base, part, part.nav) : fetchManifest(base))
      }
    }
  }
  const loading = fetchManifest(base)
  keepForApp(manifestKey(base), loading)
  const manifest = await loading
  const resolved = resolvePage(manifest, asked.path)
  if (resolved.kind !== 'page' || resolved.entry.home) return undefined
  // An app that took over meanwhile fetches the page itself; fetching it here too would download it twice.
  if (appHasTakenOver()) return undefined
  return { manifest, body: await loadBody(base, manifest, resolved.entry) }
}

/**
 * The manifest the app takes the page over with: its part joined with its navigation shard, a few
 * KB where the whole manifest grows with the site (manifest/nav/nav-shard.ts). The whole manifest when
 * the shard cannot be had.
 */
async function joinedManifest(base: string, part: PageManifest, nav: string): Promise<Manifest> {
  try {
    return markPartial(joinNavShard(part.manifest, await fetchManifest(base, undefined, nav)), part.route)
  } catch {
    return fetchManifest(base)
  }
}

/**
 * Fetches and renders a page's sources, kept for the app as the page it will show (with the
 * frontmatter the build parsed, when the page's shell carried it). A page with a head (`head`,
 * its opening blocks) is rendered from it, and its whole file is fetched once the app asks for
 * the rest (head-first.ts).
 */
function loadBody(
  base: string,
  manifest: Manifest,
  entry: PageEntry,
  frontmatter?: PageFrontmatter,
  head?: PageHead,
): Promise<RenderedBody> {
  const render = (files: Map<string, string>) => renderBody(manifest, entry, files)
  const body = head
    ? fetchPageSources(base, entry, undefined, head.file).then(async (files) =>
        headFirstBody(
          await render(files),
          async () => render(new Map(files).set(entry.file, await fetchText(sourceUrl(base, entry.file)))),
          head.words,
        ),
      )
    : fetchPageSources(base, entry).then(render)
  keepForApp(
    pageKey(entry),
    body.then((rendered) => completePage(rendered, frontmatter, { restWithoutSanitizer: true })),
  )
  return body
}
