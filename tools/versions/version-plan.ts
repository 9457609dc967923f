// Which documentation versions a build makes, from the current version's site config: each
// `versions` entry with `src` is an older version built into `<base><path>` from its own docs
// folder (its site config and variables files beside it or named), checked here for what the
// schema cannot see: the folders and files exist, the path stays under the base, no two versions
// share a path. Each problem is a config finding at the entry's line.

import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { usableSiteConfig } from '../../manifest/config/site-config-schema'
import type { ConfiguredVersion } from '../../manifest/builder/site-versions'
import { normalizeBase } from '../../manifest/paths/route-paths'
import type { Diagnostic } from '../../manifest/types'
import type { VersionsOfBuild } from '../publish/write-manifest'
import { jsonLine } from '../lib/json-line'

/** The content flags of the current version. */
export interface VersionPlanInput {
  src: string
  siteConfig?: string
  vars?: string
  base?: string
}

/** An older version the build makes, with its inputs as absolute paths. */
export interface OlderVersion {
  text: string
  /** Folder under the current version's base, ending in `/`, e.g. `5.7.0/`. */
  path: string
  /** Its base path: the current one's with `path` after it. */
  base: string
  src: string
  siteConfig?: string
  vars?: string
}

/** What a build of the current version and its older ones makes. */
export interface VersionPlan {
  /** The current version's base (the whole output folder's). */
  base: string
  /** The current version's `hostname`, for the older versions' canonical links. */
  hostname?: string
  /** Older versions to build, in config order (entries with problems are left out). */
  older: OlderVersion[]
  /** The list every version's manifest carries; undefined when no version is built into the folder. */
  versions?: VersionsOfBuild
  /** Config findings about the `versions` entries, as `file:line` diagnostics. */
  problems: Diagnostic[]
}

/** Reads the current version's site config and plans the versions it names. */
export async function planVersions(input: VersionPlanInput): Promise<VersionPlan> {
  const text = input.siteConfig ? await readFile(input.siteConfig, 'utf8') : '{}'
  let raw: Record<string, unknown>
  try {
    raw = JSON.parse(text) as Record<string, unknown>
  } catch {
    raw = {} // The manifest build reports the malformed file.
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) raw = {}
  const config = usableSiteConfig(raw)
  const base = normalizeBase(input.base ?? config.base)
  const configDir = input.siteConfig ? path.dirname(path.resolve(input.siteConfig)) : process.cwd()
  const file = input.siteConfig ? path.basename(input.siteConfig) : 'site.config.json'
  const plan = planEntries(config.versions, {
    base,
    configDir,
    currentSrc: path.resolve(input.src),
    problem: (index, key, message) => ({
      file,
      line: jsonLine(text, key ? ['versions', index, key] : ['versions', index]),
      severity: 'error',
      code: 'config',
      message,
    }),
  })
  const hostname = typeof config.hostname === 'string' && config.hostname ? config.hostname : undefined
  return { base, hostname, ...plan }
}

/** Where the entries are read from and how a problem is written. */
interface PlanContext {
  base: string
  configDir: string
  currentSrc: string
  problem: (index: number, key: string | undefined, message: string) => Diagnostic
}

/** Checks and resolves the entries (pure but for looking at the file system). */
function planEntries(
  entries: readonly ConfiguredVersion[],
  context: PlanContext,
): Pick<VersionPlan, 'older' | 'versions' | 'problems'> {
  const { base, configDir, problem } = context
  const problems: Diagnostic[] = []
  const older: OlderVersion[] = []
  const bases: (string | undefined)[] = entries.map(() => undefined)
  const taken = new Map<string, number>()
  entries.forEach((entry, index) => {
    const at = `versions[${index}]`
    if (entry.src === undefined) {
      if (!entry.link.trim() && !entry.current && entry.path === undefined) {
        problems.push(
          problem(
            index,
            undefined,
            `${at}: "${entry.text}" needs "link" (hosted elsewhere), "src" and "path" (built here) or "current": true`,
          ),
        )
      }
      if (entry.path !== undefined)
        problems.push(problem(index, 'path', `${at}.path: a built version needs "src" too (its docs folder)`))
      return
    }
    if (entry.link)
      problems.push(
        problem(
          index,
          'link',
          `${at}: "link" and "src" exclude each other (a version is hosted elsewhere or built here)`,
        ),
      )
    if (entry.path === undefined) {
      problems.push(
        problem(
          index,
          'src',
          `${at}: a built version needs "path", the folder under ${base} it is served from (e.g. "${entry.text}/")`,
        ),
      )
      return
    }
    const pathProblem = versionPathProblem(entry.path, base)
    if (pathProblem) {
      problems.push(problem(index, 'path', `${at}.path: ${pathProblem}`))
      return
    }
    const clash = [...taken].find(([other]) => other.startsWith(entry.path!) || entry.path!.startsWith(other))
    if (clash) {
      const same = clash[0] === entry.path
      problems.push(
        problem(
          index,
          'path',
          same
            ? `${at}.path: "${entry.path}" is also the path of versions[${clash[1]}]; each version needs its own folder`
            : `${at}.path: "${entry.path}" and versions[${clash[1]}]'s "${clash[0]}" lie one inside the other; each version needs its own folder`,
        ),
      )
      return
    }
    if (existsSync(path.join(context.currentSrc, entry.path))) {
      problems.push(
        problem(
          index,
          'path',
          `${at}.path: the current version's docs folder already has ${entry.path}; choose another folder`,
        ),
      )
      return
    }
    const src = path.resolve(configDir, entry.src)
    if (!isFolder(src)) {
      problems.push(
        problem(index, 'src', `${at}.src: no folder ${entry.src} (resolved against the config's folder: ${src})`),
      )
      return
    }
    const siteConfig = entry.siteConfig === undefined ? defaultConfig(src) : path.resolve(configDir, entry.siteConfig)
    if (siteConfig && !existsSync(siteConfig)) {
      problems.push(
        problem(index, 'siteConfig', `${at}.siteConfig: no file ${entry.siteConfig} (resolved: ${siteConfig})`),
      )
      return
    }
    const vars = entry.vars === undefined ? undefined : path.resolve(configDir, entry.vars)
    if (vars && !existsSync(vars)) {
      problems.push(problem(index, 'vars', `${at}.vars: no file ${entry.vars} (resolved: ${vars})`))
      return
    }
    taken.set(entry.path, index)
    bases[index] = base + entry.path
    older.push({ text: entry.text, path: entry.path, base: base + entry.path, src, siteConfig, vars })
  })
  if (!older.length) return { older, problems }
  entries.forEach((entry, index) => {
    if (entry.current) bases[index] = base
  })
  return { older, versions: { entries: [...entries], bases }, problems }
}

/**
 * Why a version's `path` cannot be a folder under the base, or undefined: it must be relative,
 * end in `/`, and have no empty, `.` or `..` segment (nor a scheme, a backslash or a query).
 */
export function versionPathProblem(value: string, base: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.includes('\\')) {
    return `"${value}" is not a folder under ${base}; expected a relative folder such as "5.7.0/"`
  }
  if (!value.endsWith('/')) return `"${value}" must end in "/" (e.g. "${value}/")`
  const segments = value.slice(0, -1).split('/')
  if (segments.some((s) => s === '..' || s === '.' || s === '')) {
    return `"${value}" leaves ${base} or names it twice; expected a folder under it such as "5.7.0/"`
  }
  if (/[?#%\s]/.test(value)) return `"${value}" has a character a URL path would change (space, ?, #, %)`
  if (segments[0] === '_app') return `"${value}" is the app's folder; choose another`
  return undefined
}

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}

function defaultConfig(src: string): string | undefined {
  const file = path.join(src, 'site.config.json')
  return existsSync(file) ? file : undefined
}
