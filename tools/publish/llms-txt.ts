// llms.txt (llmstxt.org): every page title with the URL of its raw markdown, grouped by top section.

import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Manifest, PageEntry } from '../../manifest/types'
import { sourceUrl } from '../../manifest/paths/index'
import { originOf } from './sitemap'

/** Top section of a route: its first segment, '' for pages at the root. */
export function topSection(route: string): string {
  const rest = route.replace(/^\//, '')
  const slash = rest.indexOf('/')
  return slash === -1 ? '' : rest.slice(0, slash)
}

/**
 * Renders llms.txt: an H1 with the site title, then one H2 per top section (root pages first
 * under 'Overview'), each page as `- [Title](markdown URL)`. The heading of a section is the
 * title of its index page when there is one. URLs are absolute when `hostname` is given,
 * else relative to the server root.
 */
export function renderLlmsTxt(manifest: Manifest, hostname?: string): string {
  const { base, title } = manifest.site
  const groups = new Map<string, PageEntry[]>()
  for (const page of [...manifest.pages].sort((a, b) => a.route.localeCompare(b.route))) {
    const key = topSection(page.route)
    if (!groups.has(key)) groups.set(key, [])
    groups.get(key)!.push(page)
  }
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)))
  const origin = originOf(hostname)
  const lines = [`# ${title || 'Documentation'}`, '']
  const home = manifest.pages.find((p) => p.route === '/')
  if (home?.description) lines.push(`> ${oneLine(home.description)}`, '')
  lines.push('Every page below links to its raw markdown source; the reader site renders the same files.', '')
  for (const key of keys) {
    const pages = groups.get(key)!
    lines.push(`## ${key === '' ? 'Overview' : sectionTitle(manifest, key)}`, '')
    for (const page of pages) {
      const label = oneLine(page.title).replace(/[[\]]/g, '\\$&')
      // Parentheses would end the markdown link early; encodeURIComponent keeps them.
      const url = (origin + sourceUrl(base, page.file)).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))
      const note = page.description ? `: ${oneLine(page.description)}` : ''
      lines.push(`- [${label}](${url})${note}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

/**
 * Heading of a section: its index page's title, else the navbar group that links into it,
 * else the folder name capitalised.
 */
function sectionTitle(manifest: Manifest, key: string): string {
  const prefix = `/${key}/`
  const index = manifest.pages.find((p) => p.route === prefix)
  if (index) return oneLine(index.title)
  const group = manifest.site.navbar.find((item) => item.children?.some((child) => child.link?.startsWith(prefix)))
  return group ? oneLine(group.text) : key.charAt(0).toUpperCase() + key.slice(1)
}

/** Collapses whitespace so a value stays on one markdown line. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Writes `out/llms.txt`. */
export async function writeLlmsTxt(out: string, manifest: Manifest, hostname?: string): Promise<void> {
  await writeFile(path.join(out, 'llms.txt'), renderLlmsTxt(manifest, hostname))
}
