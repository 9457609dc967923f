// Pure manifest builder: source files + site config → manifest.json and manifest.pages.json data.

import { createMarkdown } from '../markdown/index'
import type { MarkdownOptions, MarkdownRenderer, RenderEnv } from '../markdown/types'
import {
  cachedDerived,
  cachedPageParts,
  cachedRender,
  pruneBuildCache,
  type BuildCache,
  type RenderOutcome,
} from './build-cache'
import type { SiteConfigInput } from '../config/site-config-types'
import type { Diagnostic, Manifest, ManifestDetails, PageDetail, PageEntry } from '../types'
import { MANIFEST_VERSION } from '../types'
import { contentHash } from './hash'
import { checkLinks } from './link-check'
import type { PageSource, SourceFile } from './page-source'
import { BUILD_RENDER_CHARS, pageDetail, pageEntry, renderPageAndHead, renderPageSource } from './page-entry'
import { publishedInclude, publishedPage, type PublishedPage } from './published-page'
import { buildRedirects } from './redirects'
import { pageRedirects, uniquePages } from './unique-pages'
import { createRouteResolver } from '../paths/route-resolver'
import { configRedirects, normalizeSiteConfig } from './site-config'
import { buildSiteNav } from './site-nav'
import { resolveVersions } from './site-versions'
import type { NavStats } from './nav'
import { createUrlResolver } from '../paths/url-resolver'
import { extractRecords } from '../search/extract-records'
import { memoByObject } from '../memo-by-object'
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
  /**
   * Told when each page starts (its render and entry), for the build's report of its passes; the
   * function it returns is called when the page is done.
   */
  timePage?: (file: string) => () => void
  /**
   * Also work out, from the same read and render of each page, what the static build writes of it
   * besides the manifest (`BuildOutput.published`): a long page's head, its frontmatter, its text
   * for the offline list. Off for the dev server and the checks.
   */
  publish?: boolean
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
  /**
   * With `BuildInput.publish`, what the static build writes of each page and included file
   * besides the manifest, keyed by file; empty otherwise.
   */
  published: Map<string, PublishedPage>
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
  const published = new Map<string, PublishedPage>()
  // A page's parts depend on the variables, and on whether the build publishes.
  const varsKey = JSON.stringify(site.vars) + (input.publish ? '\npublish' : '')
  for (const source of sources) {
    const done = input.timePage?.(source.source.path)
    diagnostics.push(...source.diagnostics)
    const outcome = renderPage(source)
    diagnostics.push(...outcome.diagnostics)
    envs.set(source.source.path, outcome.result.env)
    const parts = cachedPageParts(input.cache, source, outcome, varsKey, () =>
      pageParts(source, outcome, site.vars, input.publish),
    )
    diagnostics.push(...parts.diagnostics)
    if (parts.published) published.set(source.source.path, parts.published)
    pages.push(parts.entry)
    for (const record of parts.records) records.push(record)
    details.push(parts.detail)
    checked.push(parts.checked)
    done?.()
  }
  const linkDiagnostics = sortDiagnostics(checkLinks(checked))
  // A file other pages include is a partial (link definitions, shared snippets): no title needed.
  const partials = new Set([...envs.values()].flatMap((env) => env.includes))
  if (input.publish) {
    // Included files that are not pages (another file serves their route, or not markdown).
    const texts = new Map(input.files.map((f) => [f.path, f.text]))
    for (const file of partials) if (!published.has(file)) published.set(file, publishedInclude(texts.get(file)))
  }
  const kept = diagnostics.filter((d) => !(d.code === 'title' && partials.has(d.file)))
  diagnostics.splice(0, diagnostics.length, ...kept)

  // What the navigation reads: a save that changes no title, order or route keeps the last one.
  // Icons given as files are looked up in the docs folder: the ones found are part of the key.
  const files = new Set(input.files.map((f) => f.path))
  const hasFile = (path: string) => files.has(path)
  const navJson = navConfigJson(input.config)
  const iconFiles = [...navJson.matchAll(/"icon":"\/*([^"?#]+)/g)].map((m) => m[1]!).filter(hasFile)
  const navKey = [configFile, navJson, JSON.stringify(site.redirects), iconFiles.join(), ...pages.map(navPart)].join(
    '\n',
  )
  const nav = cachedDerived(input.cache, 'nav', navKey, () =>
    buildSiteNav(input.config, configFile, pages, createRouteResolver(pages, site.redirects), hasFile),
  )
  site.navbar = nav.navbar
  site.sidebars = nav.sidebars
  diagnostics.push(...nav.diagnostics)
  const versions = resolveVersions(site.versions, configFile, createRouteResolver(pages, site.redirects))
  site.versions = versions.versions
  diagnostics.push(...versions.diagnostics)

  sortDiagnostics(diagnostics)
  if (input.cache) pruneBuildCache(input.cache, new Set(input.files.map((f) => f.path)))
  const hash = contentHash(
    pages.map((p) => p.hash).join() + JSON.stringify({ ...site, sidebars: sidebarsHash(site.sidebars) }),
  )
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
    published,
  }
}

/**
 * A page's entry, detail, search records and link-check input, the diagnostics of its entry and,
 * when the build publishes, what the static build writes of it besides.
 */
function pageParts(source: PageSource, outcome: RenderOutcome, vars: Record<string, string>, publish?: boolean) {
  const { env } = outcome.result
  const diagnostics: Diagnostic[] = []
  const entry = pageEntry(source, outcome.result, vars, diagnostics)
  return {
    entry,
    diagnostics,
    records: outcome.records.map((record): SearchRecord => ({ ...record, lvl0: entry.title })),
    detail: pageDetail(source, env),
    checked: { ...entry, headings: env.headings, links: env.links, partial: source.body.length > BUILD_RENDER_CHARS },
    published: publish ? publishedPage(source, outcome.head) : undefined,
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
  // Every route and its file as one text: what is derived from them alone is kept while it is the same.
  const routesKey = routable.map((r) => `${r.route}\n${r.file}`).join('\n')
  const redirectResult = buildRedirects({
    config: configRedirects(input.config),
    configFile,
    pages: routable,
    fromPages: sources.flatMap(pageRedirects),
    plain: cachedDerived(input.cache, 'plain-resolver', routesKey, () => createRouteResolver(routable, {})),
  })
  diagnostics.push(...redirectResult.diagnostics)

  const site = normalizeSiteConfig(input.config, {
    vars: input.vars,
    base: input.base,
  })
  site.redirects = redirectResult.redirects
  const redirectsJson = JSON.stringify(site.redirects)
  const resolver = cachedDerived(input.cache, 'resolver', `${routesKey}\n${redirectsJson}`, () =>
    createRouteResolver(routable, site.redirects),
  )
  const texts = new Map<string, string>()
  for (const f of input.files) if (f.text !== undefined) texts.set(f.path, f.text)
  // Everything a render resolves against: routes, redirects, variables, base, container titles.
  // A build that publishes also works out heads in its renders.
  const siteInputs = [
    routesKey,
    redirectsJson,
    JSON.stringify([site.vars, site.base, site.containerTitles]),
    ...(input.publish ? ['heads'] : []),
  ].join('\n')
  const siteKey = cachedDerived(input.cache, 'site-key', siteInputs, () => contentHash(siteInputs))
  const createRenderer = () =>
    (input.createRenderer ?? createMarkdown)({
      vars: site.vars,
      containerTitles: site.containerTitles,
      resolveUrl: createUrlResolver(site, resolver),
    })
  // The shared renderer is made once per site key; one the caller passes is used as it is.
  const renderer = input.createRenderer
    ? createRenderer()
    : cachedDerived(input.cache, 'renderer', siteKey, createRenderer)
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
      const { result, head } = input.publish
        ? renderPageAndHead(renderer, source, local, readFile)
        : { result: renderPageSource(renderer, source, local, readFile) }
      const found = extractRecords(result.html, { route: source.route, title: '' }, result.env.headings)
      return { result, diagnostics: local, records: found, head }
    })
  return { sources, diagnostics, site, configFile, renderPage }
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1))
}

/** What the navigation reads of a page entry, as text (a page whose entry is kept keeps it). */
const navPart = memoByObject((p: PageEntry) => JSON.stringify([p.route, p.file, p.title, p.order ?? null]))

/** The site config's navbar and sidebars, as text. */
const navConfigJson = memoByObject((config: SiteConfigInput) =>
  JSON.stringify([config.navbar ?? null, config.sidebars ?? null]),
)

/** The hash of the sidebars' text, for the content hash (a build that keeps the navigation keeps it). */
const sidebarsHash = memoByObject((sidebars: object) => contentHash(JSON.stringify(sidebars)))
