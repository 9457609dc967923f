// Optional memo for repeated manifest builds (dev server): unchanged pages are neither re-parsed nor re-rendered.

import type { RenderResult } from '../markdown/types'
import type { PageSource, SourceFile } from './page-source'
import { readPageSource } from './page-source'
import type { SearchRecord } from '../search/types'
import type { Diagnostic } from '../types'

/** One remembered render and everything its output depends on. */
interface CachedRender {
  body: string
  bodyLine: number
  /** Key of the site-wide inputs (routes, redirects, vars, base) the render resolved against. */
  siteKey: string
  /** Every file the render asked for (includes), with the text it got (undefined: missing). */
  reads: Map<string, string | undefined>
  /** The result without its HTML (the builder never needs it). */
  result: RenderResult
  /** Diagnostics the render reported. */
  diagnostics: Diagnostic[]
  /** Search records of the render (page title left empty: it is known after the render). */
  records: SearchRecord[]
  /** The body of the page's head, when the build works heads out (RenderOutcome.head). */
  head?: string
}

/**
 * Caller-owned memo passed to `buildManifest` (`BuildInput.cache`). The builder stays a pure
 * function of its inputs: a cached entry is reused only when every input of that page's parse or
 * render is unchanged, so a build with a cache equals a build without one.
 */
export interface BuildCache {
  sources: Map<string, PageSource>
  renders: Map<string, CachedRender>
  /** What the last build made of each page's source and render (its entry, detail, records). */
  pages: Map<string, CachedPage>
  /** Site-wide results of the last build, each with the key of everything it was made from. */
  derived: Map<string, { key: string; value: unknown }>
}

/** An empty cache. */
export function createBuildCache(): BuildCache {
  return { sources: new Map(), renders: new Map(), pages: new Map(), derived: new Map() }
}

/**
 * `derive()`, unless the last build that had the same `name` worked it out from inputs with the
 * same `key` (a text that holds all of them): then what it gave. Without a cache, `derive()`.
 */
export function cachedDerived<T>(cache: BuildCache | undefined, name: string, key: string, derive: () => T): T {
  const hit = cache?.derived.get(name)
  if (hit?.key === key) return hit.value as T
  const value = derive()
  cache?.derived.set(name, { key, value })
  return value
}

/** `readPageSource`, reusing the parse of a file whose text did not change. */
export function cachedPageSource(cache: BuildCache | undefined, file: SourceFile): PageSource {
  const hit = cache?.sources.get(file.path)
  if (hit && hit.source.text === file.text && file.text !== undefined) {
    return { ...hit, source: file }
  }
  const source = readPageSource(file)
  cache?.sources.set(file.path, source)
  return source
}

/** What a render produced: the result, the diagnostics it reported and its search records. */
export interface RenderOutcome {
  result: RenderResult
  diagnostics: Diagnostic[]
  /** Search records from the render's HTML, page title (lvl0) still empty. */
  records: SearchRecord[]
  /**
   * For the static build (`BuildInput.heads`), the body of a long page's head from the same render
   * (page-head.ts): its opening blocks, with the link references they need; undefined for a page
   * without one.
   */
  head?: string
}

/**
 * Renders `source` through `render` unless the cache holds a render of the same body, against the
 * same site key, whose included files still have the same texts. `render` receives the map in
 * which the render's `readFile` must record what it read.
 */
export function cachedRender(
  cache: BuildCache | undefined,
  siteKey: string,
  source: PageSource,
  texts: Map<string, string>,
  render: (reads: Map<string, string | undefined>) => RenderOutcome,
): RenderOutcome {
  const file = source.source.path
  const hit = cache?.renders.get(file)
  if (
    hit &&
    hit.body === source.body &&
    hit.bodyLine === source.bodyLine &&
    hit.siteKey === siteKey &&
    sameReads(hit.reads, texts)
  ) {
    // The page's own text from now on: a render restored from a saved file or a render thread
    // holds a copy, which every later build would compare character by character.
    hit.body = source.body
    return { result: hit.result, diagnostics: hit.diagnostics, records: hit.records, head: hit.head }
  }
  const reads = new Map<string, string | undefined>()
  const outcome = render(reads)
  if (cache && source.source.text !== undefined) {
    const kept = { ...outcome, result: { ...outcome.result, html: '' } }
    cache.renders.set(file, { body: source.body, bodyLine: source.bodyLine, siteKey, reads, ...kept })
    // The kept objects, as the next build's hit returns them (what is derived from them is kept too).
    return kept
  }
  return outcome
}

/** A page's part of a build, with the objects and the template variables it was made from. */
interface CachedPage {
  source: PageSource
  outcome: RenderOutcome
  varsKey: string
  parts: unknown
}

/**
 * `derive()`, unless the last build made this page's parts from the same objects: the same file
 * read, frontmatter parse and render (a cache hands back the very objects of an unchanged page)
 * and the same template variables. Without a cache, `derive()`.
 */
export function cachedPageParts<T>(
  cache: BuildCache | undefined,
  source: PageSource,
  outcome: RenderOutcome,
  varsKey: string,
  derive: () => T,
): T {
  const file = source.source.path
  const hit = cache?.pages.get(file)
  if (
    hit &&
    hit.varsKey === varsKey &&
    hit.source.source === source.source &&
    hit.source.meta === source.meta &&
    hit.source.frontmatter === source.frontmatter &&
    hit.source.route === source.route &&
    hit.outcome.result === outcome.result &&
    hit.outcome.records === outcome.records
  ) {
    return hit.parts as T
  }
  const parts = derive()
  cache?.pages.set(file, { source, outcome, varsKey, parts })
  return parts
}

/** True when every file a render read still has the text it read. */
function sameReads(reads: Map<string, string | undefined>, texts: Map<string, string>): boolean {
  for (const [path, text] of reads) if (texts.get(path) !== text) return false
  return true
}

/** A cache's renders as JSON-safe data (the dev server keeps them on disk between runs). */
export interface SavedRenders {
  renders: [file: string, render: Omit<CachedRender, 'reads'> & { reads: [string, string | null][] }][]
}

/** The renders of `cache`, ready for JSON.stringify. */
export function saveRenders(cache: BuildCache): SavedRenders {
  return {
    renders: [...cache.renders].map(([file, render]) => [
      file,
      { ...render, reads: [...render.reads].map(([path, text]) => [path, text ?? null]) },
    ]),
  }
}

/**
 * Adds renders saved by `saveRenders` to `cache`. They are used as any cached render: only for a
 * page whose body, site key and included texts are still the same, so an outdated entry costs
 * nothing but its space. Data of another shape is ignored.
 */
export function restoreRenders(cache: BuildCache, saved: unknown): void {
  const renders = (saved as Partial<SavedRenders> | undefined)?.renders
  if (!Array.isArray(renders)) return
  for (const entry of renders) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue
    const render = entry[1] as SavedRenders['renders'][number][1] | undefined
    if (typeof render?.body !== 'string' || !Array.isArray(render.reads) || !render.result?.env) continue
    const reads = new Map(render.reads.map(([path, text]) => [path, text ?? undefined]))
    cache.renders.set(entry[0], { ...render, reads })
  }
}

/** Drops entries of files that no longer exist. */
export function pruneBuildCache(cache: BuildCache, paths: Set<string>): void {
  for (const map of [cache.sources, cache.renders, cache.pages]) {
    for (const key of map.keys()) if (!paths.has(key)) map.delete(key)
  }
}
