// Turns markdown-it style fixture files into vitest cases named by line number and caption.
//
// Format (as in markdown-it's test/fixtures): a caption line, a line with a single `.`, the
// markdown input, `.`, the expected HTML, `.`. Blocks are separated by blank lines.

import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { describe, expect, it } from 'vitest'

/** One input/expected block of a fixture file. */
interface FixtureCase {
  caption: string
  /** 1-based line of the block's first `.` line. */
  line: number
  input: string
  expected: string
}

/** Parses fixture text into its cases. */
function parseFixtures(text: string): FixtureCase[] {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const cases: FixtureCase[] = []
  let caption: string[] = []
  let i = 0
  const readPart = (): string => {
    const part: string[] = []
    while (i < lines.length && lines[i] !== '.') part.push(lines[i++])
    if (i >= lines.length) throw new Error(`fixture block not terminated by '.' (line ${i})`)
    i++ // skip the '.'
    return part.length > 0 ? part.join('\n') + '\n' : ''
  }
  while (i < lines.length) {
    if (lines[i] !== '.') {
      if (lines[i].trim() !== '') caption.push(lines[i].trim())
      i++
      continue
    }
    const line = i + 1
    i++
    const input = readPart()
    const expected = readPart()
    cases.push({ caption: caption.join(' ') || '(no caption)', line, input, expected })
    caption = []
  }
  return cases
}

/** Declares one vitest case per fixture block of `file`, comparing `render(input)` to the HTML. */
export function describeFixtures(file: string, render: (input: string) => string): void {
  const cases = parseFixtures(readFileSync(file, 'utf8'))
  describe(basename(file), () => {
    it('has cases', () => expect(cases.length).toBeGreaterThan(0))
    for (const c of cases) {
      it(`line ${c.line}: ${c.caption}`, () => {
        expect(render(c.input)).toBe(c.expected)
      })
    }
  })
}
