// Where a value sits in a JSON file's text: the line of the value at a JSON path (keys and list
// indexes), for config findings written as `file:line: message`.

/**
 * The 1-based line where the value at `path` starts in `text`, or of its nearest enclosing value
 * that is there (1 for the top level, or when the text is not JSON).
 * @example jsonLine('{\n "versions": [\n  {"text": "a"}\n ]\n}', ['versions', 0]) → 3
 */
export function jsonLine(text: string, path: readonly PropertyKey[]): number {
  const scanner = { text, at: 0 }
  try {
    return lineAt(text, locate(scanner, path))
  } catch {
    return 1
  }
}

interface Scanner {
  text: string
  at: number
}

function lineAt(text: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/** Offset of the value at `path` (or of the deepest value found on the way). */
function locate(s: Scanner, path: readonly PropertyKey[]): number {
  skipSpace(s)
  const start = s.at
  if (!path.length) return start
  const [key, ...rest] = path
  const open = s.text[s.at]
  if (open === '{') {
    s.at++
    for (;;) {
      skipSpace(s)
      if (s.text[s.at] === '}') return start
      const name = readString(s)
      skipSpace(s)
      s.at++ // ':'
      if (name === String(key)) return locate(s, rest)
      skipValue(s)
      skipSpace(s)
      if (s.text[s.at] === ',') s.at++
    }
  }
  if (open === '[') {
    s.at++
    for (let index = 0; ; index++) {
      skipSpace(s)
      if (s.text[s.at] === ']') return start
      if (index === key) return locate(s, rest)
      skipValue(s)
      skipSpace(s)
      if (s.text[s.at] === ',') s.at++
    }
  }
  return start
}

function skipSpace(s: Scanner): void {
  while (s.at < s.text.length && /\s/.test(s.text[s.at]!)) s.at++
}

function readString(s: Scanner): string {
  const start = s.at
  s.at++
  while (s.at < s.text.length && s.text[s.at] !== '"') s.at += s.text[s.at] === '\\' ? 2 : 1
  s.at++
  return JSON.parse(s.text.slice(start, s.at)) as string
}

function skipValue(s: Scanner): void {
  skipSpace(s)
  const c = s.text[s.at]
  if (c === '"') {
    readString(s)
    return
  }
  if (c === '{' || c === '[') {
    let depth = 0
    while (s.at < s.text.length) {
      const ch = s.text[s.at]
      if (ch === '"') {
        readString(s)
        continue
      }
      if (ch === '{' || ch === '[') depth++
      if (ch === '}' || ch === ']') depth--
      s.at++
      if (depth === 0) return
    }
    throw new Error('unterminated JSON value')
  }
  while (s.at < s.text.length && !/[,\]}\s]/.test(s.text[s.at]!)) s.at++
}
