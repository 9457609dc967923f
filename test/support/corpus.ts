// The shared test corpus for tests: where it is, whether it is there, and its merged site config.

export { CORPUS_DIR, CORPUS_VARS, hasCorpus, writeCorpusSiteConfig } from '../../tools/lib/corpus-config'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CORPUS_DIR, CORPUS_VARS } from '../../tools/lib/corpus-config'

/** Message used when corpus tests are skipped. */
export const NO_CORPUS_MESSAGE = `corpus tests skipped: ${CORPUS_DIR} is absent (../shared not checked out beside the repo)`

/** Docs-root relative paths of the markdown files under `dir` (any docs tree), sorted. */
export function markdownFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.name.endsWith('.md')
          ? [prefix + entry.name]
          : [],
    )
    .sort()
}

/** A corpus file by docs-root relative path, undefined when absent (the pipeline's `readFile`). */
export function readCorpusFile(file: string): string | undefined {
  const full = path.join(CORPUS_DIR, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined
}

/** The corpus's template variables. */
export function corpusVars(): Record<string, string> {
  return JSON.parse(readFileSync(CORPUS_VARS, 'utf8')) as Record<string, string>
}
