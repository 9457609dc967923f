// The site config file as a schema: what the tools check it against, where its TypeScript type and
// its JSON Schema (for editors) come from. Used by the tools only; the app imports the type alone.

import { z } from 'zod'
import { DARK_MODES, HOSTING_MODES, SEARCH_MODES } from './site-options'
import { unknownUiStringKeys } from '../ui/ui-strings'

/**
 * A navigation entry: a page path (its label is the page's title; relative strings resolve
 * against the sidebar key), or an object with a label and optional link and children.
 */
export type NavEntryInput =
  | string
  | {
      /** Label shown to the reader. */
      text: string
      /** Route (`/manual/jobs/`), route with fragment (`/manual/x#sec`), page path or external URL. */
      link?: string
      /** Font Awesome name (`book`) or image path (`/assets/img/x.png`). */
      icon?: string
      /** Nested items (a group). */
      children?: NavEntryInput[]
      /** Prefix applied to relative child links (already applied in the manifest). */
      prefix?: string
      /** Regular expression source; the item is active when the route matches it. */
      activeMatch?: string
      /** Whether the group can be collapsed by the reader. */
      collapsible?: boolean
    }

const navEntry: z.ZodType<NavEntryInput> = z.lazy(() =>
  z.union([
    z.string(),
    z.strictObject({
      text: z.string().describe('Label shown in the navigation'),
      link: z.string().optional().describe('Target page path or URL'),
      icon: z.string().optional().describe('Icon name or image path'),
      children: z.array(navEntry).optional(),
      prefix: z.string().optional(),
      activeMatch: z.string().optional(),
      collapsible: z.boolean().optional(),
    }),
  ]),
)

const hostedSearch = z.strictObject({
  appId: z.string().min(1),
  apiKey: z.string().min(1).describe('Public, search-only key'),
  indexName: z.string().min(1),
  host: z.string().optional().describe('Host override (defaults to the application host)'),
  facetFilters: z
    .array(z.array(z.string()))
    .optional()
    .describe(
      'Facet filters sent with every query, e.g. [["version:docs"], ["lang:{lang}"]]; {lang} is the page language',
    ),
})

const search = z
  .strictObject({
    mode: z.enum(SEARCH_MODES).describe('offline never contacts another host'),
    hosted: hostedSearch.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'offline' && !value.hosted) {
      ctx.addIssue({
        code: 'custom',
        path: ['hosted'],
        message: `required when search.mode is "${value.mode}" (appId, apiKey and indexName of the hosted service)`,
      })
    }
  })

/** The site config file (`site.config.json`). Every key is optional. */
export const siteConfigSchema = z.strictObject({
  $schema: z.string().optional().describe('Path of this JSON Schema, for editors'),
  title: z.string().optional(),
  lang: z.string().optional().describe('Page language, default en-US'),
  base: z.string().optional().describe('Base path the site is served under, default /docs/'),
  logo: z.string().optional(),
  logoDark: z.string().optional().describe('Logo shown in dark mode'),
  repo: z.string().optional(),
  docsRepo: z.string().optional(),
  docsBranch: z.string().optional().describe('Branch used by edit links, default main'),
  docsDir: z.string().optional(),
  editLinkPattern: z.string().optional().describe('Pattern with :repo, :branch and :path'),
  darkmode: z.enum(DARK_MODES).optional(),
  lastUpdated: z.boolean().optional(),
  navbar: z.array(navEntry).optional(),
  sidebars: z.record(z.string(), z.array(navEntry)).optional().describe('Sidebars keyed by path prefix'),
  redirects: z
    .union([z.strictObject({ map: z.record(z.string(), z.string()) }), z.record(z.string(), z.string())])
    .optional()
    .describe('Old path → new path, flat or as { "map": { … } }'),
  vars: z.record(z.string(), z.string()).optional().describe('Template variables ({{ $name }})'),
  notices: z.strictObject({ home: z.string().optional(), sidebar: z.string().optional() }).optional(),
  search: search.optional(),
  analyticsId: z.string().optional(),
  hosting: z
    .enum(HOSTING_MODES)
    .optional()
    .describe('air-gapped: remote video embeds become plain links and are never loaded'),
  allowedMediaHosts: z
    .array(z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/i, 'a host name, e.g. media.example.com'))
    .optional()
    .describe(
      'Hosts a PDF, video, audio or poster may be loaded from, after a click on its card; media on any other host is only linked',
    ),
  versions: z
    .array(
      z.strictObject({
        text: z.string().min(1).describe('Version label'),
        link: z.string().min(1).describe('URL or site path of that version'),
        current: z.boolean().optional().describe('This site'),
      }),
    )
    .optional()
    .describe('Other documentation versions, for the navbar menu and <DocVersions/>'),
  collapseCodeLines: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Code blocks longer than this many lines start collapsed; 0 never collapses (default 40)'),
  apiExplorer: z
    .strictObject({
      tryItServer: z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL')
        .optional()
        .describe('Server that "try it" requests go to; without it "try it" is off'),
    })
    .optional(),
  locale: z.string().optional().describe('Locale of dates and numbers, e.g. de-DE; default the page language'),
  strings: z
    .record(z.string(), z.string())
    .optional()
    .describe('Interface texts by key (manifest/ui/ui-strings.ts), e.g. { "search.placeholder": "Suchen" }'),
  containerTitles: z
    .record(z.string(), z.string())
    .optional()
    .describe('Default container titles by kind, e.g. { "enterprise": "Available in the commercial editions." }'),
  hostname: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/?$/, 'an origin such as https://docs.example.com')
    .optional()
    .describe('Public origin: absolute URLs in sitemap.xml, robots.txt, llms.txt and canonical links'),
})

/** What authors write: the site config file. */
export type SiteConfigInput = z.infer<typeof siteConfigSchema>

/** A finding about a config file: `<json path>: what is wrong, what is expected`. */
export interface ConfigProblem {
  severity: 'error' | 'warning'
  /** Where in the file, as keys and list indexes. */
  path: readonly PropertyKey[]
  message: string
}

/** A JSON path as written in the messages: `navbar[2].children[0].text`, `sidebars["/manual/"][0]`. */
function jsonPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else if (!/^[A-Za-z_$][\w$]*$/.test(String(key))) out += `[${JSON.stringify(String(key))}]`
    else out += out ? `.${String(key)}` : String(key)
  }
  return out || '(top level)'
}

/** What a JSON value is, in a reader's words. */
function kindOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`
  return `${typeof value} ${JSON.stringify(value)}`
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root
  for (const key of path) value = (value as Record<PropertyKey, unknown> | undefined)?.[key]
  return value
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
}

/** Checks a parsed config (or vars) object against `schema`. */
export function checkConfig(schema: z.ZodType, value: unknown): ConfigProblem[] {
  const result = schema.safeParse(value)
  if (result.success) return []
  return result.error.issues.flatMap((issue): ConfigProblem[] => {
    const path = issue.path
    const at = jsonPath(path)
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        severity: 'warning',
        path: [...path, key],
        message: `${jsonPath([...path, key])}: unknown key, ignored`,
      }))
    }
    const got = kindOf(valueAt(value, issue.path))
    if (issue.code === 'invalid_type' && issue.expected === 'int') {
      return [{ severity: 'error', path, message: `${at}: expected a whole number, got ${got}` }]
    }
    if (issue.code === 'invalid_type') {
      return [
        {
          severity: 'error',
          path,
          message: `${at}: expected ${EXPECTED[issue.expected] ?? issue.expected}, got ${got}`,
        },
      ]
    }
    if (issue.code === 'invalid_value') {
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(', ')
      return [{ severity: 'error', path, message: `${at}: expected one of ${allowed}, got ${got}` }]
    }
    if (issue.code === 'invalid_union') {
      const expected =
        path[0] === 'navbar' || path[0] === 'sidebars'
          ? 'a page path or an entry with "text"'
          : 'an object of old path → new path (flat or under "map")'
      return [{ severity: 'error', path, message: `${at}: expected ${expected}, got ${got}` }]
    }
    if (issue.code === 'too_small' && issue.origin === 'number') {
      return [
        {
          severity: 'error',
          path,
          message: `${at}: expected a whole number of at least ${String(issue.minimum)}, got ${got}`,
        },
      ]
    }
    if (issue.code === 'too_small') {
      return [{ severity: 'error', path, message: `${at}: expected non-empty text, got ${got}` }]
    }
    if (issue.code === 'invalid_format') {
      return [{ severity: 'error', path, message: `${at}: expected ${issue.message}, got ${got}` }]
    }
    return [{ severity: 'error', path, message: `${at}: ${issue.message}` }]
  })
}

/**
 * Every problem of a parsed site config: the schema's, plus a warning for each `strings` key that
 * names no interface text (a typo would otherwise be silently ignored).
 */
export function siteConfigProblems(value: unknown): ConfigProblem[] {
  const problems = checkConfig(siteConfigSchema, value)
  const strings = (value as { strings?: unknown } | null)?.strings
  if (strings && typeof strings === 'object' && !Array.isArray(strings)) {
    for (const key of unknownUiStringKeys(strings as Record<string, unknown>)) {
      const path = ['strings', key]
      problems.push({ severity: 'warning', path, message: `${jsonPath(path)}: unknown interface text key, ignored` })
    }
  }
  return problems
}

/** The JSON Schema of the site config, for editors (`"$schema"` in the config file). */
export function siteConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(siteConfigSchema, { target: 'draft-2020-12' }) as Record<string, unknown>
}
