// Pure manifest builder: source files + site config → manifest.json and manifest.pages.json data.

import { createMarkdown } from '../markdown/index'
import type { MarkdownOptions, MarkdownRenderer, RenderEnv } from '../markdown/types'
import {
  cachedDerived,
  cachedPageSource,
  cachedRender,
  pruneBuildCache,
  type BuildCache,
  type RenderOutcome,
} from './build-cache'
import type { SiteConfigInput } from '../site-config-types'
import type { Diagnostic, Manifest, ManifestDetails, PageDetail, PageEntry } from '../types'
import { MANIFEST_VERSION } from '../types'
import { contentHash } from './hash'
import { checkLinks } from './link-check'
import type { PageSource, SourceFile } from './page-source'
import { pageDetail, pageEntry, renderPageSource } from './page-entry'
import { buildRedirects, type PageRedirect } from './redirects'
import { createRouteResolver } from '../route-resolver'
import { configRedirects, normalizeSiteConfig } from './site-config'
import { buildSiteNav } from './site-nav'
import type { NavStats } from './nav'
import { createUrlResolver } from '../url-resolver'
import { extractRecords } from '../search/extract-records'
import type { SearchRecord } from '../search/types'

export type { SourceFile } from './page-source'

/** Everything the builder needs; the caller (tools/) does all I/O. */
export interface BuildInput {
  /** Every file of the docs tree (pages and assets). */
  files: SourceFile[]
  config: SiteConfigInput
  /** Name of the config file, for diagnostics about it. */
  configFile?: string
  /** `--vars` values; override `config.vars` per key. */
  vars?: Record<string, string>
  /** `--base`; overrides `config.base`. */
  base?: string
  /** Build time, epoch milliseconds. */
  now: number
  /** Renderer factory (default: the shared `createMarkdown`). */
  createRenderer?: (options: MarkdownOptions) => MarkdownRenderer
  /**
   * Memo of earlier builds (the dev server keeps one): pages whose inputs did not change are
   * not parsed or rendered again. The output is the same with or without it.
   */
  cache?: BuildCache
}

/** The two manifest files plus counters for reports. */
export interface BuildOutput {
  manifest: Manifest
  details: ManifestDetails
  /** Navigation links found in the config and how many reached a page. */
  navStats: NavStats
  /** Render data of every page (links with their use, widgets, includes), keyed by file. */
  envs: Map<string, RenderEnv>
  /** Search records of every page in page order, from the same render (the index writer packs them). */
  records: SearchRecord[]
}

/**
 * Builds the manifest. Bad pages become diagnostics (`manifest.diagnostics`) and still get an
 * entry; broken links and anchors go to `details.linkDiagnostics`. Nothing throws for content
 * problems.
 */
export function buildManifest(input: BuildInput): BuildOutput {
  const { sources, diagnostics, site, configFile, renderPage } = prepareBuild(input)
  const envs = new Map<string, RenderEnv>()
  const pages: PageEntry[] = []
  const details: PageDetail[] = []
  const records: SearchRecord[] = []
  const checked: Parameters<typeof checkLinks>[0] = []
  for (const source of sources) {
    diagnostics.push(...source.diagnostics)
    const outcome = renderPage(source)
    const result = outcome.result
    diagnostics.push(...outcome.diagnostics)
    envs.set(source.source.path, result.env)
    const entry = pageEntry(source, result, site.vars, diagnostics)
    pages.push(entry)
    for (const record of outcome.records) records.push({ ...record, lvl0: entry.title })
    details.push(pageDetail(source, result.env))
    checked.push({ ...entry, headings: result.env.headings, links: result.env.links })
  }
  const linkDiagnostics = sortDiagnostics(checkLinks(checked))
  // A file other pages include is a partial (link definitions, shared snippets): no title needed.
  const partials = new Set([...envs.values()].flatMap((env) => env.includes))
  const kept = diagnostics.filter((d) => !(d.code === 'title' && partials.has(d.file)))
  diagnostics.splice(0, diagnostics.length, ...kept)

  // What the navigation reads: a save that changes no title, order or route keeps the last one.
  const navKey = JSON.stringify([
    configFile,
    input.config.navbar ?? null,
    input.config.sidebars ?? null,
    site.redirects,
    pages.map((p) => [p.route, p.file, p.title, p.order ?? null]),
  ])
  const nav = cachedDerived(input.cache, 'nav', navKey, () =>
    buildSiteNav(input.config, configFile, pages, createRouteResolver(pages, site.redirects)),
  )
  site.navbar = nav.navbar
  site.sidebars = nav.sidebars
  diagnostics.push(...nav.diagnostics)

  sortDiagnostics(diagnostics)
  if (input.cache) pruneBuildCache(input.cache, new Set(input.files.map((f) => f.path)))
  const hash = contentHash(pages.map((p) => p.hash).join() + JSON.stringify(site))
  return {
    manifest: {
      version: MANIFEST_VERSION,
      contentHash: hash,
      generated: input.now,
      site,
      pages,
      diagnostics,
    },
    details: {
      version: MANIFEST_VERSION,
      contentHash: hash,
      pages: details,
      linkDiagnostics,
    },
    navStats: nav.stats,
    envs,
    records,
  }
}

/**
 * Renders some of the pages of `input` into `cache`, as `buildManifest` would: a build given that
 * cache then reuses these renders. Several threads each render a part of one site this way:
 * `claim` hands out the next range of page indexes (start included, end not), until a range
 * reaches past the last page.
 */
export function renderPagesInto(input: BuildInput & { cache: BuildCache }, claim: () => [number, number]): void {
  const { sources, renderPage } = prepareBuild(input)
  for (;;) {
    const [start, end] = claim()
    for (let i = start; i < Math.min(end, sources.length); i++) renderPage(sources[i]!)
    if (end >= sources.length) return
  }
}

/** What every page renders against, worked out once per build: sources, site, renderer. */
function prepareBuild(input: BuildInput) {
  const configFile = input.configFile ?? 'site.config.json'
  const diagnostics: Diagnostic[] = []
  const sources = uniquePages(input.files, diagnostics, input.cache)
  // Pages report their own read errors; any other file left out of the build is reported here.
  for (const f of input.files) {
    if (f.leftOut && !/\.md$/i.test(f.path)) {
      diagnostics.push({
        file: f.path,
        line: 1,
        severity: 'error',
        message: `cannot read file: ${f.error ?? 'unknown error'}`,
        code: 'read',
      })
    }
  }
  const routable = sources.map((s) => ({ route: s.route, file: s.source.path }))
  const redirectResult = buildRedirects({
    config: configRedirects(input.config),
    configFile,
    pages: routable,
    fromPages: sources.flatMap(pageRedirects),
    plain: createRouteResolver(routable, {}),
  })
  diagnostics.push(...redirectResult.diagnostics)

  const site = normalizeSiteConfig(input.config, {
    vars: input.vars,
    base: input.base,
  })
  site.redirects = redirectResult.redirects
  const resolver = createRouteResolver(routable, site.redirects)
  const texts = new Map<string, string>()
  for (const f of input.files) if (f.text !== undefined) texts.set(f.path, f.text)
  const renderer = (input.createRenderer ?? createMarkdown)({
    vars: site.vars,
    containerTitles: site.containerTitles,
    resolveUrl: createUrlResolver(site, resolver),
  })
  const siteKey = contentHash(JSON.stringify([routable, site.redirects, site.vars, site.base, site.containerTitles]))
  /** One page's render, diagnostics and search records (from the cache when its inputs are unchanged). */
  const renderPage = (source: PageSource): RenderOutcome =>
    cachedRender(input.cache, siteKey, source, texts, (track) => {
      const local: Diagnostic[] = []
      // Records what the render read, so a cached render knows its includes.
      const readFile = (path: string) => {
        const key = path.replace(/^\/+/, '')
        const text = texts.get(key)
        track.set(key, text)
        return text
      }
      const result = renderPageSource(renderer, source, local, readFile)
      const found = extractRecords(result.html, { route: source.route, title: '' }, result.env.headings)
      return { result, diagnostics: local, records: found }
    })
  return { sources, diagnostics, site, configFile, renderPage }
}

/** Markdown files as page sources in path order; a second file for one route is skipped. */
function uniquePages(files: SourceFile[], diagnostics: Diagnostic[], cache: BuildCache | undefined): PageSource[] {
  const byRoute = new Map<string, PageSource>()
  const md = files.filter((f) => /\.md$/i.test(f.path)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  // index.md wins over README.md for the same folder route.
  md.sort((a, b) => indexRank(a.path) - indexRank(b.path))
  for (const file of md) {
    const source = cachedPageSource(cache, file)
    const other = byRoute.get(source.route)
    if (other) {
      diagnostics.push({
        file: file.path,
        line: 1,
        severity: 'warning',
        message: `route ${source.route} is already served by ${other.source.path}; file ignored`,
        code: 'route',
      })
      continue
    }
    byRoute.set(source.route, source)
  }
  return [...byRoute.values()].sort((a, b) =>
    a.source.path < b.source.path ? -1 : a.source.path > b.source.path ? 1 : 0,
  )
}

/** The `redirectFrom` / `redirectTo` entries of a page's frontmatter. */
function pageRedirects(source: PageSource): PageRedirect[] {
  const file = source.source.path
  const { redirectFrom, redirectTo } = source.meta
  return [
    ...redirectFrom.map((r) => ({ file, kind: 'redirectFrom' as const, ...r })),
    ...(redirectTo ? [{ file, kind: 'redirectTo' as const, ...redirectTo }] : []),
  ]
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1))
}

function indexRank(path: string): number {
  return /(^|\/)README\.md$/.test(path) ? 1 : 0
}
