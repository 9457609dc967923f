// Reads a docs tree and its config files, builds the manifest and writes both JSON files.

import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { buildManifest, type BuildOutput } from '../../manifest/build'
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
  await mkdir(opts.out, { recursive: true })
  await writeFile(
    path.join(opts.out, 'manifest.json'),
    JSON.stringify(compactManifest(output.manifest)),
  )
  await writeFile(
    path.join(opts.out, 'manifest.pages.json'),
    JSON.stringify(output.details),
  )
  return output
}

/** Builds the manifest in memory without writing it (used by dev and check tools). */
export async function loadManifest(
  opts: Omit<WriteManifestOptions, 'out'>,
): Promise<BuildOutput> {
  const [files, config, vars] = await Promise.all([
    readDocs(opts.src),
    opts.siteConfig ? readJsonObject(opts.siteConfig) : {},
    opts.vars ? readJsonObject(opts.vars) : {},
  ])
  return buildManifest({
    files,
    config: config as SiteConfigInput,
    configFile: opts.siteConfig ? path.basename(opts.siteConfig) : undefined,
    vars: stringValues(vars, opts.vars ?? ''),
    base: opts.base,
    now: Date.now(),
  })
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
