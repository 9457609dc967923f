// Splits a leading `---` YAML block from a markdown page (pure string work, no YAML parsing).

/** The parts of a page source around its frontmatter. */
export interface FrontmatterSplit {
  /** YAML text between the fences, or null when the page has no frontmatter. */
  yaml: string | null
  /** Markdown after the closing fence (the whole source when there is no frontmatter). */
  body: string
  /** 1-based line of the file where `body` starts. */
  bodyLine: number
}

const FENCE = /^---[ \t]*$/

/**
 * Finds a frontmatter block: the first line is `---`, the YAML runs until the next `---` line.
 * A page without a closing fence has no frontmatter.
 * @example
 * splitFrontmatter('---\ntitle: A\n---\n# A\n')
 * // → { yaml: 'title: A\n', body: '# A\n', bodyLine: 4 }
 */
export function splitFrontmatter(source: string): FrontmatterSplit {
  const text = source.startsWith('\ufeff') ? source.slice(1) : source
  const none = { yaml: null, body: source, bodyLine: 1 }
  const firstEnd = lineEnd(text, 0)
  if (!FENCE.test(stripCr(text.slice(0, firstEnd)))) return none
  let pos = nextLine(text, firstEnd)
  let line = 2
  const yamlStart = pos
  while (pos < text.length) {
    const end = lineEnd(text, pos)
    if (FENCE.test(stripCr(text.slice(pos, end)))) {
      return {
        yaml: text.slice(yamlStart, pos),
        body: text.slice(nextLine(text, end)),
        bodyLine: line + 1,
      }
    }
    pos = nextLine(text, end)
    line++
  }
  return none
}

function lineEnd(text: string, from: number): number {
  const i = text.indexOf('\n', from)
  return i < 0 ? text.length : i
}

function nextLine(text: string, end: number): number {
  return end < text.length ? end + 1 : end
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line
}
