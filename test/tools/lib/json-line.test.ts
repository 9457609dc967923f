// jsonLine: the line of a value at a JSON path, for config findings as file:line.
import { describe, expect, it } from 'vitest'
import { jsonLine } from '../../../tools/lib/json-line'

const TEXT = `{
  "title": "a \\"quoted\\" [title]",
  "nested": { "list": [1, {"x": "}"}] },
  "versions": [
    { "text": "1" },
    {
      "text": "2",
      "path": "2/"
    }
  ]
}`

describe('jsonLine', () => {
  it('finds keys and list entries past strings, nested values and escapes', () => {
    expect(jsonLine(TEXT, [])).toBe(1)
    expect(jsonLine(TEXT, ['title'])).toBe(2)
    expect(jsonLine(TEXT, ['versions'])).toBe(4)
    expect(jsonLine(TEXT, ['versions', 0])).toBe(5)
    expect(jsonLine(TEXT, ['versions', 1])).toBe(6)
    expect(jsonLine(TEXT, ['versions', 1, 'path'])).toBe(8)
  })

  it('falls back to the nearest value found, or line 1 for text that is not JSON', () => {
    expect(jsonLine(TEXT, ['versions', 1, 'src'])).toBe(6)
    expect(jsonLine(TEXT, ['versions', 7])).toBe(4)
    expect(jsonLine(TEXT, ['nowhere'])).toBe(1)
    expect(jsonLine('{ "a": ', ['a', 'b'])).toBe(1)
  })
})
