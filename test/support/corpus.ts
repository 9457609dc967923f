// Locates the shared test corpus and writes the site config the corpus tests use.

import { existsSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** ../shared beside the repository. */
export const SHARED_DIR = path.resolve(import.meta.dirname, '../../../shared')
/** The 709-page VuePress corpus (test data only). */
export const CORPUS_DIR = path.join(SHARED_DIR, 'corpus/rundeck-docs')
export const CORPUS_SITE = path.join(SHARED_DIR, 'compat/rundeck-site.json')
export const CORPUS_VARS = path.join(SHARED_DIR, 'compat/rundeck-vars.json')
export const CORPUS_FACTS = path.join(SHARED_DIR, 'compat/site-facts.json')

/** True when ../shared and its corpus are present. */
export const hasCorpus = existsSync(CORPUS_DIR) && existsSync(CORPUS_SITE)

/** Message used when corpus tests are skipped. */
export const NO_CORPUS_MESSAGE = `corpus tests skipped: ${CORPUS_DIR} is absent (../shared not checked out beside the repo)`

/**
 * rundeck-site.json plus the redirect map from site-facts.json (rundeck-site.json alone has none),
 * written to `dir`; returns the file path.
 */
export async function writeCorpusSiteConfig(dir: string): Promise<string> {
  const site = JSON.parse(await readFile(CORPUS_SITE, 'utf8'))
  const facts = JSON.parse(await readFile(CORPUS_FACTS, 'utf8'))
  const file = path.join(dir, 'corpus-site.json')
  await writeFile(file, JSON.stringify({ ...site, redirects: facts.redirects.map }))
  return file
}
