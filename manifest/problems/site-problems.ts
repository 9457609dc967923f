// Every content problem of a built site, with the severity policy of `npm run check` and the dev panel.
//
// Jobs:
// 1. Take the builder's diagnostics and link findings and apply one severity policy.
// 2. Add what needs the whole tree: missing images and linked files, route case clashes,
//    pages in no navigation, assets loaded from other origins.
// 3. Keep the written URL (`raw`) on link and image findings so the dev app can mark the element.

import type { RenderEnv } from '../markdown/types'
import type { Diagnostic, Manifest, ManifestDetails, NavItem } from '../types'
import type { ForeignAsset } from './foreign-assets'
import { createRouteResolver } from '../paths/route-resolver'
import { normalizeBase } from '../paths/route-paths'

/** A diagnostic plus what the dev app needs to point at the element. */
export interface SiteProblem extends Diagnostic {
  /** The URL as written, for link, anchor, image, asset and third-party findings. */
  raw?: string
  /** Whether `raw` is a link or an image/embedded source. */
  use?: 'link' | 'image'
}

/**
 * Codes that are errors whatever the builder said: the reader would hit a dead end or the site
 * would break its promise of no requests to other hosts. Everything else keeps the builder's
 * severity (`title`, `component`, `redirect` and `orphan` are warnings).
 */
const ERROR_CODES = new Set([
  'link',
  'anchor',
  'include',
  'image',
  'asset',
  'read',
  'render',
  'route',
  'route-case',
  'nav',
  'version',
  'icon',
  'third-party',
])

/** Inputs: one build's output plus access to the docs tree. */
export interface SiteProblemsInput {
  manifest: Manifest
  details: ManifestDetails
  envs: Map<string, RenderEnv>
  /** Whether a docs-root relative file exists. */
  hasFile(path: string): boolean
  /**
   * Raw-HTML tags in a docs-root relative file that load from another origin (`findForeignAssets`
   * over its text; a caller that checks again and again may keep the result per file text).
   */
  foreignAssetsIn(path: string): ForeignAsset[] | undefined
  /** Only the problems of these files (the dev server reports those of the files a save touched). */
  only?: ReadonlySet<string>
}

/** Finds every problem, sorted by file and line. */
export function findSiteProblems(input: SiteProblemsInput): SiteProblem[] {
  const { manifest, details, only } = input
  const wanted = (file: string) => !only || only.has(file)
  const envs = only ? new Map([...input.envs].filter(([file]) => wanted(file))) : input.envs
  const problems: SiteProblem[] = []
  const add = (p: SiteProblem) => problems.push({ ...p, severity: ERROR_CODES.has(p.code) ? 'error' : p.severity })
  for (const d of manifest.diagnostics) if (wanted(d.file)) add(d)
  for (const d of details.linkDiagnostics ?? []) {
    if (!wanted(d.file)) continue
    const link = envs.get(d.file)?.links.find((l) => l.line === d.line && l.use === 'link' && d.message.endsWith(l.raw))
    add(link ? { ...d, raw: link.raw, use: 'link' } : d)
  }
  const base = normalizeBase(manifest.site.base)
  for (const [file, env] of envs) {
    for (const link of env.links) {
      if (link.kind === 'asset') {
        const path = assetPath(link.href, base)
        if (path !== undefined && !input.hasFile(path)) {
          const image = link.use === 'image'
          add({
            file,
            line: link.line,
            severity: 'error',
            code: image ? 'image' : 'asset',
            message: `${image ? 'image' : 'linked file'} not found: ${link.raw}`,
            raw: link.raw,
            use: link.use,
          })
        }
      } else if (link.use === 'image' && link.kind === 'external' && /^(https?:)?\/\//i.test(link.raw.trim())) {
        add(foreign(file, link.line, 'image', link.raw))
      }
    }
    for (const widget of env.widgets) {
      // A widget's media (a video, audio, poster or PDF) on another host, unless the site allows it.
      for (const name of MEDIA_ATTRIBUTES) {
        const url = widget.attrs[name] ?? ''
        if (/^(https?:)?\/\//i.test(url) && !allowedMedia(url, manifest.site.allowedMediaHosts)) {
          add(foreign(file, widget.line, widget.tag, url))
        }
      }
    }
  }
  for (const file of new Set([...envs.keys(), ...[...envs.values()].flatMap((e) => e.includes)].filter(wanted))) {
    for (const hit of input.foreignAssetsIn(file) ?? []) {
      // Markdown images already reported above come through the renderer too.
      if (
        !problems.some((p) => p.code === 'third-party' && p.file === file && p.line === hit.line && p.raw === hit.url)
      ) {
        add(foreign(file, hit.line, hit.tag, hit.url))
      }
    }
  }
  problems.push(...[...caseClashes(manifest), ...orphans(manifest, details)].filter((p) => wanted(p.file)))
  // A file another page includes is a partial: it needs no title and no navigation entry.
  const partials = new Set([...input.envs.values()].flatMap((e) => e.includes))
  return problems
    .filter((p) => !(partials.has(p.file) && (p.code === 'title' || p.code === 'orphan')))
    .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1))
}

/** A widget's attributes naming media it loads (`<VidStack src poster>`, `<PDF url>`). */
const MEDIA_ATTRIBUTES = ['src', 'poster', 'url'] as const

/** True when `url`'s host is one of the site config's `allowedMediaHosts`. */
function allowedMedia(url: string, allowed: readonly string[] = []): boolean {
  const host = /^(?:https?:)?\/\/([^/?#\s]+)/i
    .exec(url.trim())?.[1]
    ?.replace(/^[^@]*@/, '')
    .toLowerCase()
  return host !== undefined && allowed.includes(host)
}

function foreign(file: string, line: number, tag: string, url: string): SiteProblem {
  return {
    file,
    line,
    severity: 'error',
    code: 'third-party',
    message: `${tag} loads from another origin (the site makes no third-party requests): ${url}`,
    raw: url,
    use: 'image',
  }
}

/** Docs-root relative path of an asset href (`/docs/assets/a.png?x#y` → `assets/a.png`). */
function assetPath(href: string, base: string): string | undefined {
  if (!href.startsWith(base)) return undefined
  const path = href.slice(base.length).replace(/[?#].*$/, '')
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** Routes that differ only in letter case: they collide on case-insensitive disks and hosts. */
function caseClashes(manifest: Manifest): SiteProblem[] {
  const seen = new Map<string, string>()
  const out: SiteProblem[] = []
  for (const page of manifest.pages) {
    const key = page.route.toLowerCase()
    const other = seen.get(key)
    if (other === undefined) seen.set(key, page.file)
    else {
      out.push({
        file: page.file,
        line: 1,
        severity: 'error',
        code: 'route-case',
        message: `route ${page.route} differs only in letter case from the route of ${other}`,
      })
    }
  }
  return out
}

/** Pages no navbar or sidebar entry reaches (the home page and redirect stubs excepted). */
function orphans(manifest: Manifest, details: ManifestDetails): SiteProblem[] {
  const resolver = createRouteResolver(manifest.pages, manifest.site.redirects)
  const reached = new Set<string>()
  const walk = (items: NavItem[]) => {
    for (const item of items) {
      const hit = item.link ? resolver.resolve(item.link) : undefined
      if (hit) reached.add(hit.route)
      if (item.children) walk(item.children)
    }
  }
  walk(manifest.site.navbar)
  Object.values(manifest.site.sidebars).forEach(walk)
  const stubs = new Set(details.pages.filter((p) => p.frontmatter.redirectTo !== undefined).map((p) => p.route))
  return manifest.pages
    .filter((p) => p.route !== '/' && !p.home && !reached.has(p.route) && !stubs.has(p.route))
    .map((p) => ({
      file: p.file,
      line: 1,
      severity: 'warning' as const,
      code: 'orphan',
      message: 'page is in no navigation (navbar or sidebar); readers reach it only by links',
    }))
}
