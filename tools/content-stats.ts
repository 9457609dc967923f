// CLI: npm run content:stats [-- --sections manual,learning] [--src DIR] [--corpus DIR] [--pages] [--json]
// Compares the depth of docs-src with the test corpus, route by route: words per page and their ratio.
// Exit code: 0 always when it ran (it reports; the content tests assert), 2 when the corpus is absent.

import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CORPUS_DIR } from './lib/corpus-config'
import { walkFiles } from './lib/read-docs'
import { proseWordCount } from './check/prose-word-count'

const HELP = `usage: npm run content:stats -- [options]
  --sections a,b   top folders to compare (default: every folder of the corpus)
  --src DIR        our docs folder (default docs-src)
  --corpus DIR     the corpus to compare with (default ../shared/corpus/rundeck-docs)
  --pages          print one row per page, not only the summary
  --json           print the rows and summaries as JSON
  --help           this text`

/** A corpus route and the words on each side. */
interface Row {
  file: string
  corpusWords: number
  ourWords: number | undefined
  ratio: number | undefined
}

/** Pages whose corpus page is shorter than this are exempt from the lower bound. */
const SHORT_PAGE_WORDS = 150
const LOW_RATIO = 0.25

function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

function summarize(section: string, rows: Row[]) {
  const present = rows.filter((r) => r.ourWords !== undefined)
  const ratios = present.map((r) => r.ratio ?? 0)
  const low = present.filter((r) => r.corpusWords >= SHORT_PAGE_WORDS && (r.ratio ?? 0) < LOW_RATIO)
  return {
    section,
    corpusPages: rows.length,
    ourPages: present.length,
    missing: rows.filter((r) => r.ourWords === undefined).map((r) => r.file),
    corpusWords: rows.reduce((sum, r) => sum + r.corpusWords, 0),
    ourWords: present.reduce((sum, r) => sum + (r.ourWords ?? 0), 0),
    medianRatio: Number(median(ratios).toFixed(2)),
    under025: low.map((r) => r.file),
  }
}

async function main(): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      options: {
        sections: { type: 'string' },
        src: { type: 'string', default: 'docs-src' },
        corpus: { type: 'string', default: CORPUS_DIR },
        pages: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false, short: 'h' },
      },
    })
  } catch (error) {
    console.error(`content:stats: ${error instanceof Error ? error.message : String(error)}\n${HELP}`)
    return 2
  }
  const { values } = parsed
  if (values.help) {
    console.log(HELP)
    return 0
  }
  if (!existsSync(values.corpus)) {
    console.error(`content:stats: corpus not found at ${values.corpus} (it lives in ../shared)`)
    return 2
  }
  const corpusFiles = walkFiles(values.corpus, '').filter((f) => f.endsWith('.md'))
  const wanted = values.sections?.split(',').map((s) => s.trim().replace(/\/$/, ''))
  const sectionOf = (file: string) => (file.includes('/') ? file.split('/')[0] : '(root)')
  const rows = new Map<string, Row[]>()
  for (const file of corpusFiles) {
    const section = sectionOf(file)
    if (wanted && !wanted.includes(section)) continue
    const corpusWords = proseWordCount(await readFile(path.join(values.corpus, file), 'utf8'))
    const ours = path.join(values.src, file)
    const ourWords = existsSync(ours) ? proseWordCount(await readFile(ours, 'utf8')) : undefined
    const ratio = ourWords === undefined ? undefined : corpusWords === 0 ? 1 : ourWords / corpusWords
    const list = rows.get(section) ?? []
    list.push({ file, corpusWords, ourWords, ratio })
    rows.set(section, list)
  }
  const summaries = [...rows].map(([section, list]) => summarize(section, list))
  const all = summarize('all', [...rows.values()].flat())
  if (values.json) {
    console.log(JSON.stringify({ rows: Object.fromEntries(rows), summaries, all }, null, 2))
    return 0
  }
  if (values.pages) {
    for (const list of rows.values()) {
      for (const r of list) {
        const ratio = r.ratio === undefined ? 'missing' : r.ratio.toFixed(2)
        console.log(`${r.file}\t${r.corpusWords}\t${r.ourWords ?? '-'}\t${ratio}`)
      }
    }
    console.log('')
  }
  console.log('section\tcorpus pages\tour pages\tcorpus words\tour words\tmedian ratio\tunder 0.25')
  for (const s of [...summaries, all]) {
    console.log(
      `${s.section}\t${s.corpusPages}\t${s.ourPages}\t${s.corpusWords}\t${s.ourWords}\t${s.medianRatio}\t${s.under025.length}`,
    )
  }
  const low = all.under025
  if (low.length) console.log(`\nunder ${LOW_RATIO} (corpus page ≥ ${SHORT_PAGE_WORDS} words): ${low.join(', ')}`)
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`content:stats: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 2
  },
)
