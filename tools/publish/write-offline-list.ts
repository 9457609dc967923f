// Writes offline-assets.json: the shell, markdown, search and referenced images of a built site, with sizes.

import { readdirSync, statSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  OFFLINE_ASSETS_FILE,
  OFFLINE_ASSETS_VERSION,
  type OfflineAssets,
  type OfflineFile,
  type OfflineImage,
} from '../../manifest/offline/offline-list'
import type { Manifest } from '../../manifest/types'
import { NAV_SHARD_DIR } from '../../manifest/nav/nav-shard'
import type { PublishedPage } from '../../manifest/builder/published-page'
import { MEDIA } from '../../manifest/offline/media-references'
import { pageMarkdownFiles } from './page-markdown'
import { NO_CLOCK, timeFile, type PassClock } from './pass-clock'

/** What the build made that the offline list names, besides the files it finds in `out`. */
export interface OfflineInputs {
  /** The bundle outputs relative to `out`, with their sizes. */
  appFiles: Record<string, number>
  /** What the manifest build took from each page and included file (their texts), by file. */
  published: ReadonlyMap<string, PublishedPage>
}

/**
 * Lists what a full offline copy needs. `out` is the built site (content already copied,
 * app bundled, search written); pages are not read again: their texts come from the build.
 */
export function collectOfflineAssets(
  out: string,
  manifest: Manifest,
  inputs: OfflineInputs,
  clock: PassClock = NO_CLOCK,
): OfflineAssets {
  const { appFiles, published } = inputs
  // Synchronous: thousands of small files, and an awaited call costs a thread-pool round trip each.
  const size = (file: string) => {
    try {
      return statSync(path.join(out, file)).size
    } catch {
      return undefined // not there (or a path through a file)
    }
  }
  const shell: OfflineFile[] = []
  for (const file of ['404.html', 'index.html']) {
    const bytes = size(file)
    if (bytes !== undefined) shell.push({ file, bytes })
  }
  for (const [file, bytes] of Object.entries(appFiles).sort()) {
    shell.push({ file, bytes })
  }
  // The navigation shards a page's shell names (manifest/nav/nav-shard.ts).
  const shards = (() => {
    try {
      return readdirSync(path.join(out, NAV_SHARD_DIR)).sort()
    } catch {
      return [] // a build without shards
    }
  })()
  for (const name of shards) {
    const file = `${NAV_SHARD_DIR}/${name}`
    const bytes = size(file)
    if (bytes !== undefined) shell.push({ file, bytes })
  }

  const markdownFiles = pageMarkdownFiles(manifest)
  const markdown: OfflineFile[] = []
  for (const file of [...markdownFiles].sort()) {
    const bytes = size(file)
    if (bytes !== undefined) markdown.push({ file, bytes })
  }

  const search: OfflineFile[] = []
  const searchDir = path.join(out, 'search')
  let searchNames: string[] = []
  try {
    searchNames = readdirSync(searchDir)
  } catch {
    // no search files
  }
  for (const name of searchNames.sort((a, b) =>
    a === 'index.json' ? -1 : b === 'index.json' ? 1 : a.localeCompare(b),
  )) {
    const bytes = size(`search/${name}`)
    if (bytes !== undefined) search.push({ file: `search/${name}`, bytes })
  }

  const images = referencedImages(manifest, markdownFiles, published, size, clock)
  return {
    v: OFFLINE_ASSETS_VERSION,
    contentHash: manifest.contentHash,
    manifestBytes: size('manifest.json') ?? 0,
    shell,
    markdown,
    search,
    images,
  }
}

/** Writes `out/offline-assets.json` and returns the list. */
export async function writeOfflineAssets(
  out: string,
  manifest: Manifest,
  inputs: OfflineInputs,
  clock: PassClock = NO_CLOCK,
): Promise<OfflineAssets> {
  const list = collectOfflineAssets(out, manifest, inputs, clock)
  await writeFile(path.join(out, OFFLINE_ASSETS_FILE), JSON.stringify(list))
  return list
}

/**
 * Media files that exist in `out` and that some page mentions (relative, root-relative or
 * base-prefixed; in its text as the build read it), most referenced first, then smallest first
 * so a budget keeps the most images.
 */
function referencedImages(
  manifest: Manifest,
  markdownFiles: string[],
  published: ReadonlyMap<string, PublishedPage>,
  size: (file: string) => number | undefined,
  clock: PassClock,
): OfflineImage[] {
  const refs = new Map<string, Set<string>>()
  const note = (asset: string, from: string) => {
    if (!refs.has(asset)) refs.set(asset, new Set())
    refs.get(asset)!.add(from)
  }
  for (const file of markdownFiles) {
    // A file listed but not read by the build (missing, unreadable) names nothing.
    const media = published.get(file)?.media ?? []
    timeFile(clock, 'offline list', file, () => {
      for (const reference of media) {
        const asset = resolveAsset(reference, file, manifest.site.base)
        if (asset) note(asset, file)
      }
    })
  }
  // The logos show on every page, so they rank first and always fit the budget.
  const { logo, logoDark } = manifest.site.theme
  const logoFiles = new Set([logo, logoDark].flatMap((l) => (l ? [resolveAsset(l, '', manifest.site.base)] : [])))
  logoFiles.delete(undefined)
  const images: OfflineImage[] = []
  for (const [file, from] of refs) {
    const bytes = size(file)
    if (bytes === undefined) continue
    const count = logoFiles.has(file) ? manifest.pages.length : from.size
    images.push({ file, bytes, refs: count })
  }
  for (const logoFile of logoFiles) {
    if (!logoFile || refs.has(logoFile)) continue
    const bytes = size(logoFile)
    if (bytes !== undefined) {
      images.push({ file: logoFile, bytes, refs: manifest.pages.length })
    }
  }
  return images.sort((a, b) => b.refs - a.refs || a.bytes - b.bytes || a.file.localeCompare(b.file))
}

/**
 * A reference as written in `fromFile` → docs-root relative path, or undefined for external URLs.
 * @example resolveAsset('../img/a.png', 'manual/jobs.md', '/docs/') → 'img/a.png'
 */
export function resolveAsset(ref: string, fromFile: string, base: string): string | undefined {
  let url = ref.replace(/[?#].*$/, '')
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return undefined
  if (!MEDIA.test(url)) return undefined
  try {
    url = decodeURI(url)
  } catch {
    // keep it as written
  }
  let rel: string
  if (url.startsWith(base)) rel = url.slice(base.length)
  else if (url.startsWith('/')) rel = url.slice(1)
  else rel = path.posix.join(path.posix.dirname(fromFile), url)
  rel = path.posix.normalize(rel)
  if (rel.startsWith('../') || rel === '..') return undefined
  return rel.replace(/^\.\//, '')
}
