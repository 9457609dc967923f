// Locates the shared Rundeck test corpus and its site config (with the redirect map merged in).

import { existsSync } from 'node:fs'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ContentFlags } from './content-flags'

/** `../shared` beside the repository. */
const SHARED_DIR = path.resolve(import.meta.dirname, '../../../shared')
/** The 709-page VuePress corpus (test data only). */
export const CORPUS_DIR = path.join(SHARED_DIR, 'corpus/rundeck-docs')
const COMPAT_DIR = path.join(SHARED_DIR, 'compat')
const CORPUS_SITE = path.join(COMPAT_DIR, 'rundeck-site.json')
export const CORPUS_VARS = path.join(COMPAT_DIR, 'rundeck-vars.json')

/** True when ../shared and its corpus are present. */
export const hasCorpus = existsSync(CORPUS_DIR) && existsSync(CORPUS_SITE)

/** Paths of the corpus inputs, when `../shared` is present. */
export interface CorpusPaths {
  src: string
  siteConfig: string
  vars: string
}

/**
 * Writes rundeck-site.json plus the redirect map from site-facts.json into `dir` (rundeck-site.json
 * alone has none) and returns the file path.
 */
export async function writeCorpusSiteConfig(dir: string): Promise<string> {
  const site = JSON.parse(await readFile(CORPUS_SITE, 'utf8')) as Record<string, unknown>
  const factsFile = path.join(COMPAT_DIR, 'site-facts.json')
  if (existsSync(factsFile)) {
    const facts = JSON.parse(await readFile(factsFile, 'utf8')) as {
      redirects?: { map?: Record<string, string> }
    }
    if (facts.redirects?.map) site.redirects = facts.redirects.map
  }
  const file = path.join(dir, 'corpus-site.json')
  await writeFile(file, JSON.stringify(site))
  return file
}

/** The corpus inputs with their merged site config in a temp folder; undefined when absent. */
export async function prepareCorpus(): Promise<CorpusPaths | undefined> {
  if (!hasCorpus) return undefined
  const dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-corpus-'))
  return { src: CORPUS_DIR, siteConfig: await writeCorpusSiteConfig(dir), vars: CORPUS_VARS }
}

/** What a bench measures: the corpus unless `--src` is given (or the corpus is absent). */
export async function benchInputs(
  flags: ContentFlags,
): Promise<{ src: string; siteConfig?: string; vars?: string; label: string }> {
  if (!flags.srcGiven) {
    const corpus = await prepareCorpus()
    if (corpus) return { ...corpus, label: 'shared corpus (rundeck-docs)' }
  }
  return { src: flags.src, siteConfig: flags.siteConfig, vars: flags.vars, label: flags.src }
}
