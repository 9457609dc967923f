// The dev server's content state: docs files in memory, the manifest, problems and search index, kept current.

import { lstat } from 'node:fs/promises'
import path from 'node:path'
import type { BuildOutput, SourceFile } from '../../manifest/builder/build-manifest'
import { createBuildCache, type BuildCache } from '../../manifest/builder/build-cache'
import type { DevProblems } from '../../manifest/dev-protocol'
import { createRouteResolver, type RouteResolver } from '../../manifest/paths/index'
import type { SiteProblem } from '../../manifest/problems/site-problems'
import type { Manifest, PageEntry } from '../../manifest/types'
import { isSkippedPath, readSourceFile, walkFiles } from '../lib/read-docs'
import {
  buildFromInputs,
  buildOnAllCores,
  manifestJsonText,
  readSiteConfig,
  readSiteInputs,
  readVars,
  renderInBackground,
  skimFromInputs,
  type SiteInputs,
} from '../publish/write-manifest'
import { packForTransport } from '../publish/write-search-index'
import { loadSavedRenders, saveRendersTo, savedRendersFile } from './saved-renders'
import { manifestChange } from './manifest-change'
import { devTiming } from './dev-timings'

/** Content flags of the dev server. */
export interface DevContentOptions {
  src: string
  siteConfig?: string
  vars?: string
  base?: string
  /** False: neither read nor write the renders kept between runs (saved-renders.ts). */
  savedRenders?: boolean
  /**
   * From this many pages on, a start without saved renders serves a skimmed build first (see
   * `DevContent.rendered`). Default SKIM_FROM_PAGES; tests change it.
   */
  skimFromPages?: number
  /**
   * A skimmed start renders its pages once this has settled (the dev server passes its app
   * bundle: on two cores, rendering beside esbuild delayed the first page).
   */
  renderAfter?: Promise<unknown>
  /**
   * The warm-up after start (`warmUp`) waits for this too (the dev server passes the first page
   * it serves, connected: warming up while it loaded delayed it).
   */
  warmUpAfter?: Promise<unknown>
}

/**
 * A first start of a site of this many pages or more is served from a skimmed build while its
 * pages render on a worker thread: the corpus's 709 pages skim in about 0.3 s and render in about
 * 1.5 s. A smaller site renders in less time than the render thread takes to start.
 */
const SKIM_FROM_PAGES = 100
/** Pages edited on throwaway copies after start-up (`warmUp`). */
const WARM_UP_PAGES = 3
/** How many earlier manifests a change can be asked since. */
const RECENT_MANIFESTS = 8
/** How long after start-up the renders are saved for the next run. */
const SAVE_AFTER_MS = 2000

/** Saves the renders for the next run; a failure (read-only node_modules) only costs that. */
function saveQuietly(file: string, cache: BuildCache): void {
  try {
    saveRendersTo(file, cache)
  } catch {
    // The next start renders every page, as the first did.
  }
}

/** What changed on disk since the last update. */
interface DevChanges {
  /** Docs-root relative paths that were added, edited, removed or renamed (files or folders). */
  paths: string[]
  config?: boolean
  vars?: boolean
}

/** Live content of the dev server. */
export interface DevContent {
  readonly output: BuildOutput
  readonly resolver: RouteResolver<PageEntry>
  /**
   * True when the server started from a skimmed build: a first start (no renders saved by an
   * earlier run) of a site of more than a few pages. Every page then renders on worker threads while the server
   * answers; the skimmed build (skim-renderer.ts) has the pages and navigation the full one has
   * in the common case, and no outlines, links or search records.
   */
  readonly skimmed: boolean
  /**
   * Resolves once every page is rendered and `output` is the full build (at once unless
   * `skimmed`). Until then the details, problems and search files wait for it, and so do updates.
   */
  readonly rendered: Promise<void>
  /** `manifest.json` exactly as the production build writes it. */
  manifestJson(): string
  /**
   * What changed in the manifest since the one with content hash `since` (manifest-change.ts),
   * as JSON; undefined when that manifest is no longer held or the change is not in entries alone.
   */
  manifestChangeJson(since: string): string | undefined
  detailsJson(): Promise<string>
  problems(): Promise<DevProblems>
  /** The problems of some files only (and of the config files): quick, for the terminal after a save. */
  problemsOfFiles(files: readonly string[]): Promise<SiteProblem[]>
  /** A file of `search/` (index.json or a shard), built lazily with the production builder. */
  searchFile(name: string): Promise<string | undefined>
  /** Applies changes and rebuilds; returns the docs files whose content changed. */
  update(changes: DevChanges): Promise<string[]>
  /**
   * A docs text file's bytes as the last build read them, when its text gives them back exactly
   * (not for a file that starts with a byte order mark: the text has lost it); else undefined.
   */
  heldFile(rel: string): Buffer | undefined
}

/** Reads the tree and builds everything once. */
export async function createDevContent(options: DevContentOptions): Promise<DevContent> {
  const root = path.resolve(options.src)
  const inputs: SiteInputs = await readSiteInputs(options)
  devTiming('docs read')
  const files = new Map(inputs.files.map((f) => [f.path, f]))
  const cache = createBuildCache()
  const saved = options.savedRenders === false ? undefined : savedRendersFile(root)
  if (saved) loadSavedRenders(saved, cache)
  devTiming(`saved renders loaded (${cache.renders.size})`)
  const configProblems: SiteProblem[] = []
  const build = () => buildFromInputs({ ...inputs, files: [...files.values()] }, cache)

  // Each worked out when first asked for: after a save the app asks for the manifest at once, for
  // the details (every page's outline and links, the larger file) only when it needs them.
  let manifestText: string | undefined
  let detailsText: string | undefined
  let problems: DevProblems | undefined
  let search: Promise<Map<string, string>> | undefined
  const pages = inputs.files.filter((f) => /\.md$/i.test(f.path)).length
  const skimmed = cache.renders.size === 0 && pages >= (options.skimFromPages ?? SKIM_FROM_PAGES)
  // A first start is served from a skimmed build while every page renders; otherwise the first
  // build renders a large site on every core, unless saved renders already hold it.
  let output = skimmed ? skimFromInputs(inputs, cache) : await buildOnAllCores(inputs, cache)
  let resolver = createRouteResolver(output.manifest.pages, output.manifest.site.redirects)
  // The manifests of the last updates, for the open pages that ask what changed since theirs.
  const recent: Manifest[] = []
  const replaceOutput = (next: BuildOutput) => {
    recent.push(output.manifest)
    if (recent.length > RECENT_MANIFESTS) recent.shift()
    output = next
    resolver = createRouteResolver(output.manifest.pages, output.manifest.site.redirects)
    manifestText = undefined
    detailsText = undefined
    problems = undefined
    search = undefined
  }

  const rendered = skimmed
    ? Promise.resolve(options.renderAfter)
        .catch(() => undefined)
        .then(() => renderInBackground(inputs, cache))
        .then(() => {
          replaceOutput(build())
          devTiming('every page rendered')
        })
    : Promise.resolve()
  // Saved once the first page has had time to load (the next start then renders only what changed).
  if (saved) void rendered.then(() => setTimeout(() => saveQuietly(saved, cache), SAVE_AFTER_MS).unref())

  // The site checks are loaded once the first page can be served: nothing before it needs them.
  const checks = rendered.then(() => import('../../manifest/problems/problems-of'))
  checks.catch(() => undefined) // reported where they are used

  // The pages the open tabs asked for (their markdown), the latest last.
  const asked: string[] = []
  /**
   * Runs what a save runs (a page's render, the manifest build, the change sent to the pages) on
   * throwaway copies of the cache, for the pages the open tabs show and a few more, so that the
   * author's first saves find this code compiled: pages render on a worker thread or come from
   * the saved renders, and this thread's first render and build after a save took 100-200 ms
   * where later ones take 10-20.
   */
  const warmUp = async () => {
    const { problemsOf } = await checks
    const pages = [...files.values()].filter((f) => /\.md$/i.test(f.path) && f.text !== undefined)
    const picks = [...new Set([...[...asked].reverse(), ...pages.map((f) => f.path)])].slice(0, WARM_UP_PAGES)
    for (const rel of picks) {
      const file = files.get(rel)!
      const copy: BuildCache = {
        sources: new Map(cache.sources),
        renders: new Map(cache.renders),
        pages: new Map(cache.pages),
        derived: new Map(cache.derived),
      }
      const edited = new Map(files).set(rel, { ...file, text: `${file.text}\n\nWarm-up.\n` })
      const next = buildFromInputs({ ...inputs, files: [...edited.values()] }, copy)
      JSON.stringify(manifestChange(output.manifest, next.manifest))
      manifestJsonText(next.manifest)
      problemsOf(next, edited.values(), new Set([rel]))
    }
    devTiming('warmed up')
  }
  // Once every page is rendered and the first page has loaded. Only the first saves are slower if it fails.
  void Promise.all([rendered, Promise.resolve(options.warmUpAfter).catch(() => undefined)])
    .then(warmUp)
    .catch(() => undefined)

  const buildSearch = async () => {
    const { manifest, records } = output
    const { index, files: shardFiles } = packForTransport(records, manifest)
    return new Map<string, string>([['index.json', JSON.stringify(index)], ...shardFiles])
  }

  /** Re-reads one path; returns the docs files whose content changed. */
  const refresh = async (rel: string): Promise<string[]> => {
    if (rel === '' || isSkippedPath(rel)) return []
    const info = await lstat(path.join(root, rel)).catch(() => undefined)
    const changed: string[] = []
    const fresh = info?.isDirectory() ? walkFiles(root, rel) : info?.isFile() ? [rel] : []
    // Removed or renamed away (a file, or files of a folder): drop what is no longer there.
    const present = new Set(fresh)
    for (const key of [...files.keys()]) {
      if ((key === rel || key.startsWith(rel + '/')) && !present.has(key)) {
        files.delete(key)
        changed.push(key)
      }
    }
    for (const file of fresh) {
      const before = files.get(file)
      let read: SourceFile
      try {
        read = readSourceFile(root, file, before?.gitTime)
      } catch {
        continue // gone between the walk and the read
      }
      if (!before || !sameFile(before, read)) changed.push(file)
      files.set(file, read)
    }
    return changed
  }

  const readConfigFile = async <T>(file: string, read: () => Promise<T>): Promise<T | undefined> => {
    const name = path.basename(file)
    for (let i = configProblems.length - 1; i >= 0; i--) {
      if (configProblems[i].file === name) configProblems.splice(i, 1)
    }
    try {
      return await read()
    } catch (error) {
      const message = error instanceof Error ? error.message.replace(`${file}: `, '') : String(error)
      configProblems.push({
        file: name,
        line: 1,
        severity: 'error',
        code: 'config',
        message: `${message}; the previous version is still in use`,
      })
      return undefined
    }
  }

  return {
    get output() {
      return output
    },
    get resolver() {
      return resolver
    },
    skimmed,
    rendered,
    manifestJson: () => (manifestText ??= manifestJsonText(output.manifest)),
    manifestChangeJson(since) {
      const old = [...recent].reverse().find((m) => m.contentHash === since)
      const change = old && manifestChange(old, output.manifest)
      return change && JSON.stringify(change)
    },
    async detailsJson() {
      await rendered
      return (detailsText ??= JSON.stringify(output.details))
    },
    async problems() {
      await rendered
      return (problems ??= {
        contentHash: output.manifest.contentHash,
        problems: [...configProblems, ...(await checks).problemsOf(output, files.values())],
      })
    },
    problemsOfFiles: async (touched) => [
      ...configProblems,
      ...(await checks).problemsOf(output, files.values(), new Set(touched)),
    ],
    async searchFile(name) {
      await rendered
      search ??= buildSearch()
      return (await search).get(name)
    },
    heldFile(rel) {
      const file = files.get(rel)
      if (file?.text === undefined) return undefined
      if (asked.at(-1) !== rel && /\.md$/i.test(rel) && asked.push(rel) > WARM_UP_PAGES) asked.shift()
      const bytes = Buffer.from(file.text)
      return bytes.length === file.size ? bytes : undefined
    },
    async update(changes) {
      await rendered
      const changed: string[] = []
      for (const rel of new Set(changes.paths)) changed.push(...(await refresh(rel)))
      let settings = false
      if (changes.config && options.siteConfig) {
        const config = await readConfigFile(options.siteConfig, () => readSiteConfig(options.siteConfig))
        if (config) inputs.config = config
        settings = true
      }
      if (changes.vars && options.vars) {
        const vars = await readConfigFile(options.vars, () => readVars(options.vars))
        if (vars) inputs.vars = vars
        settings = true
      }
      if (changed.length === 0 && !settings) return []
      changed.splice(0, changed.length, ...new Set(changed))
      replaceOutput(build())
      return changed
    },
  }
}

function sameFile(a: SourceFile, b: SourceFile): boolean {
  if (a.text !== undefined || b.text !== undefined) return a.text === b.text && a.error === b.error
  return a.size === b.size && a.mtime === b.mtime
}
