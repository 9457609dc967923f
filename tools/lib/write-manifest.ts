// Reads a docs tree and its config files, builds the manifest and writes both JSON files.

import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildManifest, type BuildOutput, type SourceFile } from '../../manifest/build'
import type { BuildCache } from '../../manifest/build-cache'
import { compactManifest } from '../../manifest/compact'
import type { SiteConfigInput } from '../../manifest/site-config-types'
import { readDocs } from './read-docs'

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
}

/**
 * Builds the manifest for `src` and writes `out/manifest.json` (compact wire form, read it with
 * `parseManifest`) and `out/manifest.pages.json`.
 * Content problems are in `manifest.diagnostics`; only I/O and malformed config files throw.
 */
export async function writeManifest(
  opts: WriteManifestOptions,
): Promise<BuildOutput> {
  const output = await loadManifest(opts)
  const texts = manifestTexts(output)
  await mkdir(opts.out, { recursive: true })
  await writeFile(path.join(opts.out, 'manifest.json'), texts.manifest)
  await writeFile(path.join(opts.out, 'manifest.pages.json'), texts.details)
  return output
}

/** Builds the manifest in memory without writing it (used by dev and check tools). */
export async function loadManifest(
  opts: Omit<WriteManifestOptions, 'out'>,
): Promise<BuildOutput> {
  return buildFromInputs(await readSiteInputs(opts))
}

/** Everything a build reads from disk: the docs tree and the two config files. */
export interface SiteInputs {
  files: SourceFile[]
  config: SiteConfigInput
  /** Base name of the site config file, for diagnostics about it. */
  configFile?: string
  vars: Record<string, string>
  base?: string
}

/** Reads the docs tree, the site config and the variables (throws on malformed config files). */
export async function readSiteInputs(
  opts: Omit<WriteManifestOptions, 'out'>,
): Promise<SiteInputs> {
  const [files, config, vars] = await Promise.all([
    readDocs(opts.src),
    readSiteConfig(opts.siteConfig),
    readVars(opts.vars),
  ])
  return { files, config, configFile: configName(opts.siteConfig), vars, base: opts.base }
}

/** Reads the site config JSON file; `{}` without one. */
export async function readSiteConfig(file: string | undefined): Promise<SiteConfigInput> {
  return file ? ((await readJsonObject(file)) as SiteConfigInput) : {}
}

/** Reads the `--vars` file as string values; `{}` without one. */
export async function readVars(file: string | undefined): Promise<Record<string, string>> {
  return file ? stringValues(await readJsonObject(file), file) : {}
}

/** The config file name used in diagnostics. */
export function configName(file: string | undefined): string | undefined {
  return file ? path.basename(file) : undefined
}

/**
 * The one manifest build of every tool (build, manifest, check, dev): `buildManifest` over the
 * inputs. The dev server passes a cache so unchanged pages are not rendered again.
 */
export function buildFromInputs(inputs: SiteInputs, cache?: BuildCache): BuildOutput {
  return buildManifest({
    files: inputs.files,
    config: inputs.config,
    configFile: inputs.configFile,
    vars: inputs.vars,
    base: inputs.base,
    now: Date.now(),
    cache,
  })
}

/** The two manifest files' texts, exactly as `writeManifest` writes them. */
export function manifestTexts(output: Pick<BuildOutput, 'manifest' | 'details'>): {
  manifest: string
  details: string
} {
  return {
    manifest: JSON.stringify(compactManifest(output.manifest)),
    details: JSON.stringify(output.details),
  }
}

async function readJsonObject(file: string): Promise<Record<string, unknown>> {
  const text = await readFile(file, 'utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file}: invalid JSON: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file}: expected a JSON object`)
  }
  return value as Record<string, unknown>
}

function stringValues(
  value: Record<string, unknown>,
  file: string,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      out[k] = String(v)
    } else {
      throw new Error(`${file}: variable ${k} must be a string`)
    }
  }
  return out
}
