// docs-src has a page at every route of the site it replaces (the corpus, as data in
// test/fixtures), each with a description, and the release history keeps the titles and order
// the site promises. Runs without ../shared.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import routes from '../fixtures/corpus-routes.json'
import { markdownFiles } from '../support/corpus'

const SRC = 'docs-src'

/** A docs-src page's frontmatter (empty when it has none) and its first `# ` heading. */
function readPage(file: string): { data: Record<string, unknown>; h1?: string } {
  const text = readFileSync(path.join(SRC, file), 'utf8')
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text)
  const data = match ? ((parse(match[1]!) as Record<string, unknown> | null) ?? {}) : {}
  const body = match ? text.slice(match[0].length) : text
  return { data, h1: /^# (.+)$/m.exec(body)?.[1]?.trim() }
}

const titleOf = (file: string) => {
  const { data, h1 } = readPage(file)
  return typeof data.title === 'string' ? data.title : h1
}

/** Files another page includes (`!!!include(path from the docs root)!!!`): partials, not pages. */
const partials = new Set(
  markdownFiles(SRC).flatMap((file) =>
    [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/!!!include\(([^)]+)\)!!!/g)].map((m) =>
      m[1]!.trim().replace(/^\//, ''),
    ),
  ),
)

describe('docs-src routes', () => {
  const sections = [...new Set(routes.corpus.map((r) => r.split('/')[0]!))]

  it.each(sections)('has a page for every corpus route under %s', (section) => {
    const missing = routes.corpus.filter((r) => r.split('/')[0] === section && !existsSync(path.join(SRC, r)))
    expect(missing).toEqual([])
  })

  it('has the routes the site names beyond the corpus (releases 5.8.0 to 5.16.0, the API explorer)', () => {
    expect(routes.beyondCorpus.filter((r) => !existsSync(path.join(SRC, r)))).toEqual([])
  })

  it('gives every page a description, partials aside', () => {
    const without = markdownFiles(SRC).filter(
      (file) => !partials.has(file) && file !== 'index.md' && typeof readPage(file).data.description !== 'string',
    )
    expect(without).toEqual([])
  })
})

describe('release history titles and security notices', () => {
  const inFolder = (folder: string) => markdownFiles(SRC).filter((f) => f.startsWith(`history/${folder}/version-`))

  it.each(['3_3_x', '3_4_x'])("titles the %s releases 'Release X'", (folder) => {
    const files = inFolder(folder)
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const version = /version-([\d.]+)\.md$/.exec(file)![1]
      expect(titleOf(file), file).toBe(`Release ${version}`)
    }
  })

  it("titles the 4.x releases 'X Release Notes', 4.0.0 to 4.17.6", () => {
    const files = inFolder('4_x')
    expect(files).toContain('history/4_x/version-4.0.0.md')
    expect(files).toContain('history/4_x/version-4.17.6.md')
    for (const file of files) {
      const version = /version-([\d.]+)\.md$/.exec(file)![1]
      expect(titleOf(file), file).toBe(`${version} Release Notes`)
    }
  })

  it('has 5.x releases from 5.0.0 to 5.16.0, the last one build 5.16.0-20251006', () => {
    const files = inFolder('5_x')
    for (const v of ['5.0.0', '5.7.0', '5.8.0', '5.12.0', '5.16.0'])
      expect(files).toContain(`history/5_x/version-${v}.md`)
    expect(readFileSync(path.join(SRC, 'history/5_x/version-5.16.0.md'), 'utf8')).toMatch(
      /rundeckVersionFull|5\.16\.0-20251006/,
    )
  })

  it("titles the notices index 'Security Notices' and orders notices by `order` (Log4Shell 2000, the newest runner notice 45)", () => {
    expect(titleOf('history/cves/index.md')).toBe('Security Notices')
    expect(readPage('history/cves/log4shell.md').data.order).toBe(2000)
    expect(readPage('history/cves/runner-password-logs.md').data.order).toBe(45)
    const config = JSON.parse(readFileSync(path.join(SRC, 'site.config.json'), 'utf8'))
    const find = (items: unknown[]): { children: string[] } | undefined => {
      for (const item of items) {
        if (item && typeof item === 'object') {
          const group = item as { text?: string; children?: unknown[] }
          if (group.text === 'Security Advisories') return group as { children: string[] }
          const inner = group.children && find(group.children)
          if (inner) return inner
        }
      }
      return undefined
    }
    const group = find(config.sidebars['/history/'])!
    const orders = group.children
      .filter((c) => !c.endsWith('/'))
      .map((c) => readPage(c.startsWith('/') ? c.slice(1) : `history/${c}`).data.order as number)
    expect(orders.length).toBeGreaterThan(10)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })
})
