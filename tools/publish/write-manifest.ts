// Reads a docs tree and its config files, builds the manifest and writes both JSON files.

import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  buildManifest,
  type BuildInput,
  type BuildOutput,
  type SourceFile,
} from '../../manifest/builder/build-manifest'
import { createBuildCache, type BuildCache } from '../../manifest/builder/build-cache'
import { renderInThreads, renderThreadsFor } from './render-in-threads'
import { skimRenderer } from '../../manifest/builder/skim-renderer'
import { createMarkdown } from '../../manifest/markdown/index'
import { compactManifest } from '../../manifest/compact'
import { usableSiteConfig } from '../../manifest/config/site-config-schema'
import { checkedSiteConfig, jsonObjectOf, templateVarsOf } from '../../manifest/config/checked-site-config'
import type { SiteConfig } from '../../manifest/config/site-config-types'
import type { Diagnostic, VersionLink } from '../../manifest/types'
import type { ConfiguredVersion } from '../../manifest/builder/site-versions'
import type { MarkdownOptions } from '../../manifest/markdown/types'
import { readDocs } from '../lib/read-docs'

/** Options of `writeManifest` (the content flags). */
export interface WriteManifestOptions {
  /** Docs folder. */
  src: string
  /** Site config JSON file (optional). */
  siteConfig?: string
  /** Flat JSON file of template-variable values (optional). */
  vars?: string
  /** Base path override. */
  base?: string
  /** Output folder; receives manifest.json and manifest.pages.json. */
  out: string
  /** Told each page's time in the build (bench:hostile). */
  timePage?: (file: string) => () => void
  /** Also work out what the static build writes of each page (`BuildOutput.published`). */
  publish?: boolean
  /** A build of several versions into one folder: the version list every one of them shows. */
  versions?: VersionsOfBuild
}

/**
 * The documentation versions of a build of several versions into one folder: the entries of the
 * current version's site config (which replace an older version's own), and the base each built
 * one is served under, by index (undefined for a version hosted elsewhere).
 */
export interface VersionsOfBuild {
  entries: ConfiguredVersion[]
  bases: (string | undefined)[]
}

/**
 * Builds the manifest for `src` and writes `out/manifest.json` (compact wire form, read it with
 * `parseManifest`) and `out/manifest.pages.json`.
 * Content problems are in `manifest.diagnostics`; only I/O and malformed config files throw.
 */
export async function writeManifest(opts: WriteManifestOptions): Promise<BuildOutput> {
  const output = await loadManifest(opts)
  if (opts.versions) output.manifest.site.versions = withBases(output.manifest.site.versions, opts.versions.bases)
  await mkdir(opts.out, { recursive: true })
  await writeFile(path.join(opts.out, 'manifest.json'), manifestJsonText(output.manifest))
  await writeFile(path.join(opts.out, 'manifest.pages.json'), JSON.stringify(output.details))
  return output
}

/** Builds the manifest in memory without writing it (used by dev and check tools). */
export async function loadManifest(opts: Omit<WriteManifestOptions, 'out'>): Promise<BuildOutput> {
  return buildOnAllCores({ ...(await readSiteInputs(opts)), timePage: opts.timePage, publish: opts.publish })
}

/** Everything a build reads from disk: the docs tree and the two config files. */
export interface SiteInputs {
  files: SourceFile[]
  /** The site config, checked, with its defaults applied. */
  config: SiteConfig
  /** Base name of the site config file, for diagnostics about it. */
  configFile?: string
  vars: Record<string, string>
  base?: string
  /** What is wrong with the site config (keys with errors are left out of `config`). */
  configProblems?: Diagnostic[]
  /** Told each page's time in the build. */
  timePage?: (file: string) => () => void
  /** Also work out what the static build writes of each page (BuildInput.publish). */
  publish?: boolean
}

/** Reads the docs tree, the site config and the variables (throws on malformed config files). */
export async function readSiteInputs(opts: Omit<WriteManifestOptions, 'out'>): Promise<SiteInputs> {
  const [files, checked, vars] = await Promise.all([
    readDocs(opts.src),
    readCheckedSiteConfig(opts.siteConfig),
    readVars(opts.vars),
  ])
  const { problems: configProblems } = checked
  const config = opts.versions ? { ...checked.config, versions: opts.versions.entries } : checked.config
  return { files, config, configFile: configName(opts.siteConfig), vars, base: opts.base, configProblems }
}

/**
 * Reads the site config JSON file (`{}` without one) and checks it against the schema. Keys with
 * errors are left out, so the build goes on with their defaults; each problem is a `config`
 * diagnostic: `<json path>: what is wrong, what is expected` (unknown keys are warnings).
 */
async function readCheckedSiteConfig(
  file: string | undefined,
): Promise<{ config: SiteConfig; problems: Diagnostic[] }> {
  if (!file) return { config: usableSiteConfig({}), problems: [] }
  return checkedSiteConfig(await readJsonObject(file), path.basename(file))
}

/** Reads the site config JSON file; `{}` without one. Throws when it has errors (dev keeps the last good one). */
export async function readSiteConfig(file: string | undefined): Promise<SiteConfig> {
  const { config, problems } = await readCheckedSiteConfig(file)
  const errors = problems.filter((p) => p.severity === 'error')
  if (errors.length) throw new Error(`${file}: ${errors.map((e) => e.message).join('; ')}`)
  return config
}

/** Reads the `--vars` file as string values; `{}` without one. */
export async function readVars(file: string | undefined): Promise<Record<string, string>> {
  return file ? templateVarsOf(await readJsonObject(file), file) : {}
}

/** The manifest's versions with the base of each built one (the builder, which sees one version, cannot know them). */
function withBases(versions: VersionLink[], bases: readonly (string | undefined)[]): VersionLink[] {
  return versions.map((version, i) => (bases[i] === undefined ? version : { ...version, base: bases[i] }))
}

/** The config file name used in diagnostics. */
function configName(file: string | undefined): string | undefined {
  return file ? path.basename(file) : undefined
}

/**
 * The one manifest build of every tool (build, manifest, check, dev): `buildManifest` over the
 * inputs. The dev server passes a cache so unchanged pages are not rendered again.
 */
export function buildFromInputs(inputs: SiteInputs, cache?: BuildCache): BuildOutput {
  return withConfigProblems(inputs, buildManifest(buildInputOf(inputs, cache)))
}

/**
 * A quick first build of a large site (skim-renderer.ts): its pages and navigation as the full
 * build has them in the common case, in a seventh of the time at ten times the corpus, without
 * outlines, links, search records or the renders' diagnostics. The page sources it parses are
 * kept in `cache`, for the full build.
 */
export function skimFromInputs(inputs: SiteInputs, cache: BuildCache): BuildOutput {
  const skimCache = { ...createBuildCache(), sources: cache.sources }
  const input = {
    ...buildInputOf(inputs, skimCache),
    createRenderer: (o: MarkdownOptions) => skimRenderer(createMarkdown(o)),
  }
  return withConfigProblems(inputs, buildManifest(input))
}

/**
 * Renders every page of `inputs` into `cache` on worker threads alone (one per core), so that
 * this thread stays free to answer requests meanwhile; `buildFromInputs` with that cache then
 * finds them rendered.
 */
export async function renderInBackground(inputs: SiteInputs, cache: BuildCache): Promise<void> {
  await renderInThreads(
    { ...buildInputOf(inputs), cache },
    { threads: renderThreadsFor(inputs.files) + 1, mainRenders: false },
  )
}

function withConfigProblems(inputs: SiteInputs, output: BuildOutput): BuildOutput {
  if (inputs.configProblems?.length) output.manifest.diagnostics.unshift(...inputs.configProblems)
  return output
}

/**
 * `buildFromInputs` with the pages of a large site rendered first on every core
 * (render-in-threads.ts); the output is the same.
 */
export async function buildOnAllCores(inputs: SiteInputs, cache = createBuildCache()): Promise<BuildOutput> {
  await renderInThreads({ ...buildInputOf(inputs), cache })
  return buildFromInputs(inputs, cache)
}

/** The builder's input for what a tool read. */
function buildInputOf(inputs: SiteInputs, cache?: BuildCache): BuildInput {
  return {
    files: inputs.files,
    config: inputs.config,
    configFile: inputs.configFile,
    vars: inputs.vars,
    base: inputs.base,
    now: Date.now(),
    cache,
    timePage: inputs.timePage,
    publish: inputs.publish,
  }
}

/** `manifest.json` as `writeManifest` writes it (its compact wire form). */
export function manifestJsonText(manifest: BuildOutput['manifest']): string {
  return JSON.stringify(compactManifest(manifest))
}

async function readJsonObject(file: string): Promise<Record<string, unknown>> {
  return jsonObjectOf(await readFile(file, 'utf8'), file)
}
