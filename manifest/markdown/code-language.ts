// Code block languages: info string → highlight.js language module name, plus a fast pre-scan.

/**
 * highlight.js language modules the renderer may ask for (`highlight.js/lib/languages/<name>`).
 * The corpus needs json, bash, properties, yaml, java, xml, powershell, c, groovy, sql,
 * javascript, dockerfile, dos and plaintext; the others are common in technical docs.
 */
export const HIGHLIGHT_LANGUAGES = [
  'apache',
  'bash',
  'c',
  'cpp',
  'csharp',
  'css',
  'diff',
  'dockerfile',
  'dos',
  'go',
  'gradle',
  'graphql',
  'groovy',
  'http',
  'ini',
  'java',
  'javascript',
  'json',
  'kotlin',
  'makefile',
  'markdown',
  'nginx',
  'perl',
  'php',
  'plaintext',
  'powershell',
  'properties',
  'python',
  'ruby',
  'rust',
  'scala',
  'scss',
  'shell',
  'sql',
  'typescript',
  'xml',
  'yaml',
] as const

/** A language name `normalizeCodeLanguage` can return. */
type HighlightLanguage = (typeof HIGHLIGHT_LANGUAGES)[number]

/** Written name (lower case) → module name, for names that differ. */
const CODE_LANGUAGE_ALIASES: Readonly<Record<string, HighlightLanguage>> = {
  sh: 'bash',
  shell: 'bash', // the corpus writes scripts, not prompt sessions (hljs `shell` = console)
  zsh: 'bash',
  console: 'shell',
  log: 'plaintext',
  text: 'plaintext',
  txt: 'plaintext',
  plain: 'plaintext',
  batch: 'dos',
  bat: 'dos',
  cmd: 'dos',
  yml: 'yaml',
  js: 'javascript',
  mjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  html: 'xml',
  xhtml: 'xml',
  svg: 'xml',
  ps: 'powershell',
  ps1: 'powershell',
  pwsh: 'powershell',
  py: 'python',
  rb: 'ruby',
  golang: 'go',
  kt: 'kotlin',
  rs: 'rust',
  'c++': 'cpp',
  cs: 'csharp',
  'c#': 'csharp',
  docker: 'dockerfile',
  md: 'markdown',
  toml: 'ini',
  conf: 'ini',
  mk: 'makefile',
  jsonc: 'json',
}

const KNOWN: ReadonlySet<string> = new Set(HIGHLIGHT_LANGUAGES)

/**
 * Language of a fence info string: its first word, lower-cased, pandoc forms (`{.sh}`,
 * `{groovy}`, `.numberLines`) stripped, aliases applied. Undefined for no or an unknown language.
 * @example normalizeCodeLanguage('shell') // 'bash'
 * @example normalizeCodeLanguage('{.sh}') // 'bash'
 * @example normalizeCodeLanguage('rd plugins') // undefined
 */
export function normalizeCodeLanguage(info: string): string | undefined {
  let word = info.trim()
  if (word.startsWith('{')) word = word.slice(1, word.includes('}') ? word.indexOf('}') : undefined)
  word = word.trim().split(/\s+/, 1)[0] ?? ''
  word = word.replace(/^\./, '').toLowerCase()
  if (!word) return undefined
  const name = CODE_LANGUAGE_ALIASES[word] ?? word
  return KNOWN.has(name) ? name : undefined
}

const FENCE_LINE = /^[ \t>]*(?:(?:[*+-]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})[ \t]*([^\n]*)$/gm

/**
 * Quick scan of a markdown source for the highlight.js languages its fences need (lets the app
 * load them before rendering). May list a language too many, never one too few for the fences
 * of this text (include the text of included files yourself).
 */
export function fenceLanguages(source: string): string[] {
  const found = new Set<string>()
  if (!source.includes('```') && !source.includes('~~~')) return []
  FENCE_LINE.lastIndex = 0
  for (let m = FENCE_LINE.exec(source); m; m = FENCE_LINE.exec(source)) {
    const info = m[2]
    if (m[1][0] === '`' && info.includes('`')) continue
    const lang = normalizeCodeLanguage(info)
    if (lang) found.add(lang)
  }
  return [...found]
}
