// The dev server's renders kept on disk between runs, so a restart renders only the pages that
// changed meanwhile (the corpus: 709 pages rendered at every start, about 1.5 s of it).
// One file per docs folder and pipeline: it is named by a hash of the folder's path and of the
// code that renders (manifest/, the locked package versions), so a change to the pipeline starts
// afresh. Within it, each page's render is still checked against its inputs before it is used
// (manifest/builder/build-cache.ts).

import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { restoreRenders, saveRenders, type BuildCache } from '../../manifest/builder/build-cache'
import { walkFiles } from '../lib/read-docs'

const REPO = path.resolve(import.meta.dirname, '../..')
/** Where the files live (inside node_modules, so nothing new appears in the project). */
export const SAVED_RENDERS_DIR = path.join(REPO, 'node_modules/.cache/runbook-dev-renders')

/** Hash of the code that renders: every file of manifest/ and the package lock. */
function pipelineHash(): string {
  const hash = createHash('sha1')
  for (const file of walkFiles(path.join(REPO, 'manifest'), '')) {
    hash.update(file).update(readFileSync(path.join(REPO, 'manifest', file)))
  }
  hash.update(readFileSync(path.join(REPO, 'package-lock.json')))
  return hash.digest('hex').slice(0, 16)
}

/** The saved-renders file of the docs folder `src` with today's pipeline. */
export function savedRendersFile(src: string): string {
  const folder = createHash('sha1').update(path.resolve(src)).digest('hex').slice(0, 16)
  return path.join(SAVED_RENDERS_DIR, `${folder}-${pipelineHash()}.json`)
}

/** Adds the renders saved in `file` to `cache` (none when it is missing or unreadable). */
export function loadSavedRenders(file: string, cache: BuildCache): void {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return // first run for this folder and pipeline
  }
  try {
    restoreRenders(cache, JSON.parse(text))
  } catch {
    // A file cut short (the process ended while writing elsewhere): start afresh.
  }
}

/** Files kept at most (the most recently saved): one per docs folder an author works on. */
const KEEP_FILES = 6

/**
 * Writes the renders of `cache` to `file` (whole or not at all: written aside, then renamed), and
 * removes the folder's files of other pipelines and all but the newest few files.
 */
export function saveRendersTo(file: string, cache: BuildCache): void {
  const dir = path.dirname(file)
  mkdirSync(dir, { recursive: true })
  const aside = `${file}.${process.pid}.tmp`
  writeFileSync(aside, JSON.stringify(saveRenders(cache)))
  renameSync(aside, file)
  const folder = path.basename(file).split('-')[0]!
  const others = readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== path.basename(file))
    .map((name) => ({ name, time: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  others.forEach(({ name }, i) => {
    if (name.startsWith(folder + '-') || i >= KEEP_FILES - 1) rmSync(path.join(dir, name), { force: true })
  })
}
