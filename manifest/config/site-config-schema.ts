// The site config file as a schema: what the tools check it against, where its TypeScript types,
// its defaults and its JSON Schema (for editors) come from. Its navigation entries and settings
// blocks are the manifest's (manifest-schema.ts), written strictly, with the checks of what authors
// write (non-empty names, URLs) added. Used by the tools only; the app imports the types alone.

import { z } from 'zod'
import {
  apiExplorerSchema,
  darkModeSchema,
  hostedSearchSchema,
  hostingSchema,
  navItemSchema,
  noticesSchema,
  searchSchema,
  versionLinkSchema,
} from '../manifest-schema'
import { unknownUiStringKeys } from '../ui/ui-strings'

/**
 * A navigation entry: a page path (its label is the page's title; relative strings resolve
 * against the sidebar key), or the manifest's navigation item written strictly, whose children
 * are entries again.
 */
const navEntry = z.union([
  z.string(),
  navItemSchema
    .extend({
      get children(): z.ZodOptional<z.ZodArray<typeof navEntry>> {
        return z.array(navEntry).optional()
      },
    })
    .strict(),
])

/** The hosted search block: each name non-empty. */
const hostedSearch = hostedSearchSchema
  .extend({
    appId: z.string().min(1),
    apiKey: z.string().min(1).describe('Public, search-only key'),
    indexName: z.string().min(1),
  })
  .strict()

const search = searchSchema
  .extend({ hosted: hostedSearch.optional() })
  .strict()
  .superRefine((value, ctx) => {
    if (value.mode !== 'offline' && !value.hosted) {
      ctx.addIssue({
        code: 'custom',
        path: ['hosted'],
        message: `required when search.mode is "${value.mode}" (appId, apiKey and indexName of the hosted service)`,
      })
    }
  })

/**
 * One entry of `versions`: the current version (`current`), a version built into this site from
 * its own docs folder (`path` and `src`; `siteConfig` and `vars` optional), or a version hosted
 * elsewhere (`link`). `link` is given as '' when absent, so every entry has one (the manifest's
 * shape); tools/publish/version-plan.ts checks what the schema cannot (folders, paths, duplicates)
 * and manifest/builder/site-versions.ts turns the built ones into the manifest's links.
 */
const versionEntry = versionLinkSchema
  .omit({ base: true })
  .extend({
    text: z.string().min(1).describe('Version label'),
    link: z
      .string()
      .optional()
      .transform((link) => link ?? '')
      .describe('URL of a version hosted elsewhere, or a page path of this site'),
    current: z.boolean().optional().describe('The current version: this site, built at the base'),
    path: z
      .string()
      .min(1)
      .optional()
      .describe('Folder under the base a built version is served from, e.g. "5.7.0/" (with src)'),
    src: z
      .string()
      .min(1)
      .optional()
      .describe("Docs folder of a version built into this site, relative to this file's folder (with path)"),
    siteConfig: z
      .string()
      .min(1)
      .optional()
      .describe("That version's site config, relative to this file's folder; default <src>/site.config.json"),
    vars: z
      .string()
      .min(1)
      .optional()
      .describe("That version's template variables (a flat JSON file), relative to this file's folder"),
  })
  .strict()

/**
 * The site config file (`site.config.json`). Every key is optional; parsing applies the defaults
 * (named in each description too, as the JSON Schema for editors leaves them out).
 */
export const siteConfigSchema = z.strictObject({
  $schema: z.string().optional().describe('Path of this JSON Schema, for editors'),
  title: z.string().default(''),
  lang: z.string().default('en-US').describe('Page language, default en-US'),
  base: z.string().default('/docs/').describe('Base path the site is served under, default /docs/'),
  logo: z.string().optional(),
  logoDark: z.string().optional().describe('Logo shown in dark mode'),
  repo: z.string().optional(),
  docsRepo: z.string().optional(),
  docsBranch: z.string().default('main').describe('Branch used by edit links, default main'),
  docsDir: z.string().default('docs'),
  editLinkPattern: z.string().optional().describe('Pattern with :repo, :branch and :path'),
  darkmode: darkModeSchema.default('auto'),
  lastUpdated: z.boolean().default(true),
  navbar: z.array(navEntry).optional(),
  sidebars: z.record(z.string(), z.array(navEntry)).optional().describe('Sidebars keyed by path prefix'),
  redirects: z
    .union([z.strictObject({ map: z.record(z.string(), z.string()) }), z.record(z.string(), z.string())])
    .optional()
    .describe('Old path → new path, flat or as { "map": { … } }'),
  vars: z.record(z.string(), z.string()).default({}).describe('Template variables ({{ $name }})'),
  notices: noticesSchema.strict().default({}),
  search: search.default({ mode: 'offline' }),
  analyticsId: z.string().optional(),
  hosting: hostingSchema
    .default('online')
    .describe('air-gapped: remote video embeds become plain links and are never loaded'),
  allowedMediaHosts: z
    .array(z.string().regex(/^[a-z0-9.-]+(?::\d+)?$/i, 'a host name, e.g. media.example.com'))
    .optional()
    .describe(
      'Hosts a PDF, video, audio or poster may be loaded from, after a click on its card; media on any other host is only linked',
    ),
  versions: z
    .array(versionEntry)
    .default([])
    .describe(
      'Documentation versions, for the navbar menu and <DocVersions/>: the current one ({ "text", "current": true }), versions built into this site from their own docs folder ({ "text", "path", "src" }) and versions hosted elsewhere ({ "text", "link" })',
    ),
  collapseCodeLines: z
    .number()
    .int()
    .min(0)
    .default(40)
    .describe('Code blocks longer than this many lines start collapsed; 0 never collapses (default 40)'),
  apiExplorer: apiExplorerSchema
    .extend({
      tryItServer: z
        .string()
        .regex(/^https?:\/\/[^\s]+$/, 'an http(s) URL')
        .optional()
        .describe('Server that "try it" requests go to; without it "try it" is off'),
    })
    .strict()
    .default({}),
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
export type SiteConfigInput = z.input<typeof siteConfigSchema>

/** The site config as the build reads it: checked, with the defaults applied. */
export type SiteConfig = z.output<typeof siteConfigSchema>

/** A navigation entry as authors write it: a page path or an item with `text`. */
export type NavEntryInput = NonNullable<SiteConfigInput['navbar']>[number]

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

/**
 * The config a build goes on with, whatever `siteConfigProblems` found: `value` parsed by the
 * schema (defaults applied) once every key in error is left out (it falls back to its default) and
 * every unknown key dropped. `value` itself is not changed.
 */
export function usableSiteConfig(value: Record<string, unknown>): SiteConfig {
  const config: Record<string, unknown> = JSON.parse(JSON.stringify(value))
  for (;;) {
    const result = siteConfigSchema.safeParse(config)
    if (result.success) return result.data
    const before = JSON.stringify(config)
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        const at = valueAt(config, issue.path) as Record<string, unknown>
        for (const key of issue.keys) delete at[key]
      } else {
        delete config[String(issue.path[0])]
      }
    }
    if (JSON.stringify(config) === before) throw result.error
  }
}

/**
 * The JSON Schema of the site config, for editors (`"$schema"` in the config file): what authors
 * write, so every key is optional; the defaults are named in the descriptions, not as `default`.
 */
export function siteConfigJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(siteConfigSchema, {
    target: 'draft-2020-12',
    io: 'input',
    override: ({ jsonSchema }) => {
      delete jsonSchema.default
    },
  }) as Record<string, unknown>
}
