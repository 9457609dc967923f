// Long code blocks are marked collapsed by the pipeline: by line count or by the fence's flags.

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { collapsedLines, COLLAPSED_VISIBLE_LINES } from '../../../../manifest/markdown/plugins/code'

const fence = (info: string, lines: number) =>
  '```' + info + '\n' + Array.from({ length: lines }, (_, i) => `line ${i + 1}`).join('\n') + '\n```\n'

describe('collapsed code blocks', () => {
  it('collapses blocks longer than the configured count and leaves shorter ones alone', () => {
    const md = createMarkdown({ vars: {}, collapseCodeLines: 40 })
    const long = md.render(fence('yaml', 41), 'a.md').html
    expect(long).toContain(`data-collapsed="${COLLAPSED_VISIBLE_LINES}" data-lines="41"`)
    expect(long).toContain(`style="--code-visible-lines:${COLLAPSED_VISIBLE_LINES}"`)
    expect(long).toContain('data-lang="yaml"')
    expect(md.render(fence('yaml', 40), 'a.md').html).not.toContain('data-collapsed')
  })

  it('never collapses by length when the count is 0, but follows the flags', () => {
    const md = createMarkdown({ vars: {} })
    expect(md.render(fence('sh', 500), 'a.md').html).not.toContain('data-collapsed')
    const flagged = md.render(fence('sh :collapsed-lines=5', 20), 'a.md').html
    expect(flagged).toContain('data-collapsed="5" data-lines="20"')
    expect(flagged).toContain('data-lang="bash"')
  })

  it('reads :collapsed-lines, :collapsed-lines=N and :no-collapsed-lines', () => {
    expect(collapsedLines('js :collapsed-lines', 30, 0)).toBe(COLLAPSED_VISIBLE_LINES)
    expect(collapsedLines('js :collapsed-lines=3', 30, 0)).toBe(3)
    expect(collapsedLines('js :collapsed-lines=0', 30, 0)).toBe(1)
    expect(collapsedLines('js :no-collapsed-lines', 300, 40)).toBeUndefined()
    // A block no longer than what a collapsed block shows is never collapsed.
    expect(collapsedLines('js :collapsed-lines=50', 30, 0)).toBeUndefined()
    expect(collapsedLines('js:collapsed-lines', 30, 0)).toBeUndefined()
    expect(collapsedLines('js', 41, 40)).toBe(COLLAPSED_VISIBLE_LINES)
  })

  it('counts the lines of fenced and indented code alike', () => {
    const md = createMarkdown({ vars: {} })
    expect(md.render(fence(':collapsed-lines=1', 3), 'a.md').html).toContain('data-collapsed="1" data-lines="3"')
    const indented = createMarkdown({ vars: {}, collapseCodeLines: 2 })
    expect(indented.render(Array(14).fill('    x').join('\n'), 'a.md').html).toContain('data-lines="14"')
  })
})
