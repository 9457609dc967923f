// highlight.js core with languages loaded on demand, so no grammar sits in the initial bundle.

import hljs from 'highlight.js/lib/core'
import type { LanguageFn } from 'highlight.js'
import { addLazyStyle } from '../dom/lazy-style'
import colors from './highlight-colors.css' with { type: 'text' }

type Loader = () => Promise<{ default: LanguageFn }>

// Explicit imports so esbuild can split each grammar into its own chunk (no glob imports of packages).
const loaders: Record<string, Loader> = {
  apache: () => import('highlight.js/lib/languages/apache'),
  bash: () => import('highlight.js/lib/languages/bash'),
  c: () => import('highlight.js/lib/languages/c'),
  cpp: () => import('highlight.js/lib/languages/cpp'),
  csharp: () => import('highlight.js/lib/languages/csharp'),
  css: () => import('highlight.js/lib/languages/css'),
  diff: () => import('highlight.js/lib/languages/diff'),
  dockerfile: () => import('highlight.js/lib/languages/dockerfile'),
  dos: () => import('highlight.js/lib/languages/dos'),
  go: () => import('highlight.js/lib/languages/go'),
  groovy: () => import('highlight.js/lib/languages/groovy'),
  http: () => import('highlight.js/lib/languages/http'),
  ini: () => import('highlight.js/lib/languages/ini'),
  java: () => import('highlight.js/lib/languages/java'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  json: () => import('highlight.js/lib/languages/json'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  markdown: () => import('highlight.js/lib/languages/markdown'),
  nginx: () => import('highlight.js/lib/languages/nginx'),
  perl: () => import('highlight.js/lib/languages/perl'),
  php: () => import('highlight.js/lib/languages/php'),
  plaintext: () => import('highlight.js/lib/languages/plaintext'),
  powershell: () => import('highlight.js/lib/languages/powershell'),
  properties: () => import('highlight.js/lib/languages/properties'),
  python: () => import('highlight.js/lib/languages/python'),
  ruby: () => import('highlight.js/lib/languages/ruby'),
  scala: () => import('highlight.js/lib/languages/scala'),
  shell: () => import('highlight.js/lib/languages/shell'),
  sql: () => import('highlight.js/lib/languages/sql'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  xml: () => import('highlight.js/lib/languages/xml'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
}

/** Aliases the pipeline may hand over that are registered under another grammar's name. */
const aliases: Record<string, string> = {
  sh: 'bash',
  zsh: 'bash',
  console: 'shell',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  html: 'xml',
  batch: 'dos',
  bat: 'dos',
  cmd: 'dos',
  ps1: 'powershell',
  py: 'python',
  docker: 'dockerfile',
  text: 'plaintext',
  txt: 'plaintext',
  log: 'plaintext',
  toml: 'ini',
}

const loading = new Map<string, Promise<void>>()

function grammarName(lang: string): string {
  const lower = lang.toLowerCase()
  return aliases[lower] ?? lower
}

/** Loads and registers the grammars for the given language names; unknown names are ignored. */
export async function ensureLanguages(names: Iterable<string>): Promise<void> {
  const jobs: Promise<void>[] = []
  for (const name of names) {
    const grammar = grammarName(name)
    const load = loaders[grammar]
    if (!load || hljs.getLanguage(grammar)) continue
    let job = loading.get(grammar)
    if (!job) {
      job = load().then(
        (mod) => {
          hljs.registerLanguage(grammar, mod.default)
        },
        // A grammar chunk that fails to load only costs colours; the code stays readable.
        () => {
          loading.delete(grammar)
        },
      )
      loading.set(grammar, job)
    }
    jobs.push(job)
  }
  await Promise.all(jobs)
}

/** Highlights code when its grammar is loaded; undefined lets the pipeline emit escaped text. */
export function highlightCode(code: string, lang: string): string | undefined {
  const grammar = grammarName(lang)
  if (!hljs.getLanguage(grammar)) return undefined
  addLazyStyle('highlight', colors)
  try {
    return hljs.highlight(code, { language: grammar, ignoreIllegals: true }).value
  } catch {
    return undefined
  }
}
