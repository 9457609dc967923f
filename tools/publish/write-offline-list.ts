// Writes offline-assets.json: the shell, markdown, search and referenced images of a built site, with sizes.

import { readdirSync, readFileSync, statSync } from 'node:fs'
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
import { HEADS_FOLDER } from './page-heads'
import { filesUnder } from '../lib/files-under'
import { pageMarkdownFiles } from './page-markdown'
import { NO_CLOCK, timeFile, type PassClock } from './pass-clock'

/** Files worth keeping offline when a page references them. */
const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|mp4|webm|mp3|ogg)$/i
/** A run of characters a reference may hold (markdown, HTML attributes, frontmatter). */
const TOKEN = /[^\s"'()<>[\]`]+/g
/** What may follow a reference's extension, after its token. */
const AFTER_TOKEN = /[\s"'()>\]`]/
/** The longest media extension with its dot (`.jpeg`, `.webm`). */
const LONGEST_EXTENSION = 5

/**
 * The path-like references ending in a media extension in `text`: of each run of characters a
 * reference may hold, its start up to the last media extension that ends the run (before a space,
 * quote, bracket or `>`) or is followed by `?` or `#`. One pass over the text and one over each
 * run: a regular expression looking for such a token from every start (`[^\s…]+\.(?:png|…)`) took
 * time quadratic in a run's length (over 60 s for a page of 1 MB without spaces).
 */
export function mediaReferences(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0]
    const next = text[match.index + token.length]
    const endsAt = (end: number) => {
      const tail = token.slice(Math.max(0, end - LONGEST_EXTENSION), end)
      const extension = MEDIA.exec(tail)
      // At least one character before the dot.
      return extension !== null && end - tail.length + extension.index > 0
    }
    let end = next === undefined || AFTER_TOKEN.test(next) ? token.length : -1
    if (end < 0 || !endsAt(end)) {
      end = -1
      for (let i = token.length - 1; i > 0; i--) {
        if ((token[i] === '?' || token[i] === '#') && endsAt(i)) {
          end = i
          break
        }
      }
    }
    if (end > 0) found.push(token.slice(0, end))
  }
  return found
}

/**
 * Lists what a full offline copy needs. `out` is the built site (content already copied,
 * app bundled, search written); `appFiles` are the bundle outputs relative to `out`.
 */
export function collectOfflineAssets(
  out: string,
  manifest: Manifest,
  appFiles: Record<string, number>,
  clock: PassClock = NO_CLOCK,
): OfflineAssets {
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
  // With the heads long pages' shells preload (page-heads.ts): copies of their pages' opening
  // blocks, so not read again for the images pages reference.
  const heads = filesUnder(out, HEADS_FOLDER).filter((file) => file.endsWith('.md'))
  const markdown: OfflineFile[] = []
  for (const file of [...markdownFiles, ...heads].sort()) {
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

  const images = referencedImages(out, manifest, markdownFiles, size, clock)
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
  appFiles: Record<string, number>,
  clock: PassClock = NO_CLOCK,
): Promise<OfflineAssets> {
  const list = collectOfflineAssets(out, manifest, appFiles, clock)
  await writeFile(path.join(out, OFFLINE_ASSETS_FILE), JSON.stringify(list))
  return list
}

/**
 * Media files that exist in `out` and that some page mentions (relative, root-relative or
 * base-prefixed), most referenced first, then smallest first so a budget keeps the most images.
 */
function referencedImages(
  out: string,
  manifest: Manifest,
  markdownFiles: string[],
  size: (file: string) => number | undefined,
  clock: PassClock,
): OfflineImage[] {
  const refs = new Map<string, Set<string>>()
  const note = (asset: string, from: string) => {
    if (!refs.has(asset)) refs.set(asset, new Set())
    refs.get(asset)!.add(from)
  }
  for (const file of markdownFiles) {
    let text = ''
    try {
      text = readFileSync(path.join(out, file), 'utf8')
    } catch {
      // listed but not there: nothing to scan
    }
    timeFile(clock, 'offline list', file, () => {
      for (const reference of mediaReferences(text)) {
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
