// Every page of a docs tree rendered by the shared pipeline as the app renders it (block breaks
// on), for tests that compare what the app makes of whole trees with DOMPurify.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createMarkdown, splitFrontmatter } from '../../manifest/markdown'
import { corpusVars, CORPUS_DIR, markdownFiles, readCorpusFile } from './corpus'

/** A docs tree: its folder, template variables and the pipeline's `readFile`. */
export interface DocsTree {
  root: string
  vars: Record<string, string>
  readFile(file: string): string | undefined
}

/** Our own docs. */
export function docsSrcTree(): DocsTree {
  const root = path.resolve('docs-src')
  const readFile = (file: string) => {
    try {
      return readFileSync(path.join(root, file), 'utf8')
    } catch {
      return undefined
    }
  }
  return { root, vars: {}, readFile }
}

/** The shared corpus (check `hasCorpus` first). */
export function corpusTree(): DocsTree {
  return { root: CORPUS_DIR, vars: corpusVars(), readFile: readCorpusFile }
}

/** Each page of `tree` with its rendered HTML, in file order. */
export function* renderedPages(tree: DocsTree): Generator<{ file: string; html: string }> {
  const md = createMarkdown({ vars: tree.vars, readFile: (file) => tree.readFile(file), blockBreaks: true })
  for (const file of markdownFiles(tree.root)) {
    const { body, bodyLine } = splitFrontmatter(tree.readFile(file) ?? '')
    yield { file, html: md.render(body, file, bodyLine).html }
  }
}
