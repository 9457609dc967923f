// Runtime guard for manifest.json and manifest.pages.json: checks version and every field's shape.

import { expandManifest } from './compact'
import { DARK_MODES, HOSTING_MODES, SEARCH_MODES } from './config/site-options'
import { MANIFEST_VERSION } from './types'
import type { Manifest, ManifestDetails } from './types'
import type { ManifestChange } from './dev-protocol'

/** Thrown when a manifest does not have the expected shape; `path` names the bad field. */
export class ManifestError extends Error {
  readonly path: string
  constructor(path: string, problem: string) {
    super(`invalid manifest at ${path}: ${problem}`)
    this.name = 'ManifestError'
    this.path = path
  }
}

type Check = (value: unknown, path: string) => void

const fail = (path: string, expected: string, value: unknown): never => {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  throw new ManifestError(path, `expected ${expected}, got ${got}`)
}
const str: Check = (v, p) => void (typeof v === 'string' || fail(p, 'string', v))
const num: Check = (v, p) => void ((typeof v === 'number' && Number.isFinite(v)) || fail(p, 'number', v))
const bool: Check = (v, p) => void (typeof v === 'boolean' || fail(p, 'boolean', v))
const oneOf =
  (...values: readonly string[]): Check =>
  (v, p) =>
    void (values.includes(v as string) || fail(p, values.join(' | '), v))
const arrayOf =
  (item: Check): Check =>
  (v, p) => {
    if (!Array.isArray(v)) fail(p, 'array', v)
    ;(v as unknown[]).forEach((x, i) => item(x, `${p}[${i}]`))
  }
const recordOf =
  (item: Check): Check =>
  (v, p) => {
    if (!isObject(v)) fail(p, 'object', v)
    for (const [k, x] of Object.entries(v as object)) item(x, `${p}.${k}`)
  }
const shape =
  (required: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v, p) => {
    if (!isObject(v)) fail(p, 'object', v)
    const o = v as Record<string, unknown>
    for (const [k, check] of Object.entries(required)) check(o[k], `${p}.${k}`)
    for (const [k, check] of Object.entries(optional)) {
      if (o[k] !== undefined) check(o[k], `${p}.${k}`)
    }
  }

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

const navItem: Check = (v, p) =>
  shape(
    { text: str },
    {
      link: str,
      icon: str,
      children: arrayOf(navItem),
      prefix: str,
      activeMatch: str,
      collapsible: bool,
    },
  )(v, p)

const diagnostic = shape({
  file: str,
  line: num,
  severity: oneOf('error', 'warning'),
  message: str,
  code: str,
})

const pageEntry = shape(
  { route: str, file: str, title: str, hash: str, size: num },
  {
    order: num,
    icon: str,
    commercial: bool,
    updated: num,
    includes: arrayOf(str),
    home: bool,
    noSidebar: bool,
    description: str,
  },
)

const site = shape(
  {
    title: str,
    base: str,
    lang: str,
    navbar: arrayOf(navItem),
    sidebars: recordOf(arrayOf(navItem)),
    theme: shape(
      {
        docsBranch: str,
        docsDir: str,
        darkmode: oneOf(...DARK_MODES),
        lastUpdated: bool,
      },
      { logo: str, logoDark: str, repo: str, docsRepo: str, editLinkPattern: str },
    ),
    vars: recordOf(str),
    redirects: recordOf(str),
    notices: shape({}, { home: str, sidebar: str }),
    search: shape(
      { mode: oneOf(...SEARCH_MODES) },
      {
        hosted: shape({ appId: str, apiKey: str, indexName: str }, { host: str, facetFilters: arrayOf(arrayOf(str)) }),
      },
    ),
    hosting: oneOf(...HOSTING_MODES),
    versions: arrayOf(shape({ text: str, link: str }, { current: bool })),
    collapseCodeLines: num,
    apiExplorer: shape({}, { tryItServer: str }),
    locale: str,
  },
  { analyticsId: str, strings: recordOf(str), containerTitles: recordOf(str), allowedMediaHosts: arrayOf(str) },
)

const version: Check = (v, p) => {
  if (v !== MANIFEST_VERSION) {
    throw new ManifestError(p, `unsupported version ${String(v)}, expected ${MANIFEST_VERSION}`)
  }
}

const manifest = shape({
  version,
  contentHash: str,
  generated: num,
  site,
  pages: arrayOf(pageEntry),
  diagnostics: arrayOf(diagnostic),
})

const heading = shape({ level: num, text: str, slug: str }, { line: num })
const linkRecord = shape(
  {
    href: str,
    line: num,
    kind: oneOf('page', 'anchor', 'asset', 'external', 'unresolved'),
  },
  { route: str, hash: str },
)
const details = shape(
  {
    version,
    contentHash: str,
    pages: arrayOf(
      shape({
        route: str,
        file: str,
        headings: arrayOf(heading),
        frontmatter: recordOf(() => undefined),
        links: arrayOf(linkRecord),
      }),
    ),
  },
  { linkDiagnostics: arrayOf(diagnostic) },
)

/**
 * Checks that `value` (parsed `manifest.json`, compact or full form) is a manifest of this
 * version and returns it in full form (see `compactManifest`).
 * @throws ManifestError naming the first bad field, e.g. `manifest.pages[3].title`
 */
export function parseManifest(value: unknown): Manifest {
  const full = expandManifest(value)
  manifest(full, 'manifest')
  return full as Manifest
}

const manifestChange = shape(
  {
    since: str,
    contentHash: str,
    generated: num,
    pages: arrayOf((v, p) => {
      if (!Array.isArray(v) || v.length !== 2) fail(p, '[index, entry]', v)
      const [index, entry] = v as unknown[]
      num(index, `${p}[0]`)
      pageEntry(entry, `${p}[1]`)
    }),
  },
  { diagnostics: arrayOf(diagnostic) },
)

/**
 * Checks that `value` (parsed `__dev/manifest-change.json`) is a manifest change, and applies it
 * to `manifest`, which must be the one it was made since: a new manifest that keeps every
 * unchanged object of the old one.
 * @throws ManifestError naming the first bad field, or when the change is not since `manifest`
 */
export function applyManifestChange(manifest: Manifest, value: unknown): Manifest {
  manifestChange(value, 'change')
  const change = value as ManifestChange
  if (change.since !== manifest.contentHash) throw new ManifestError('change.since', 'not the manifest held')
  const pages = manifest.pages.slice()
  for (const [index, entry] of change.pages) {
    if (pages[index]?.route !== entry.route) throw new ManifestError(`change.pages[${index}]`, 'not the same route')
    pages[index] = entry
  }
  const { contentHash, generated, diagnostics = manifest.diagnostics } = change
  return { ...manifest, contentHash, generated, pages, diagnostics }
}

/** Checks that `value` (parsed `manifest.pages.json`) is a details file of this version. */
export function parseManifestDetails(value: unknown): ManifestDetails {
  details(value, 'details')
  return value as ManifestDetails
}
