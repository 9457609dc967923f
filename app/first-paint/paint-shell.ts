// Writes a rendered page into the static shell, in the documentation layout's own classes.

import type { PageEntry } from '../../manifest/types'
import { shellText } from '../../manifest/ui-strings-shell'
import type { Crumb } from '../lib/breadcrumbs'
import { FIRST_PIECE_ATTR } from './handoff'
import { setSafeHtml, type SafeHtml } from '../content/sanitize'
import { withBase } from '../lib/base-path'

/** What the shell shows: the page, its sanitized HTML and the frame around it. */
export interface ShellPaint {
  base: string
  entry: PageEntry
  /** Output of the one sanitizer, nothing else. */
  html: SafeHtml
  crumbs: Crumb[]
  hasSidebar: boolean
  hasToc: boolean
  /** `html` is the first piece of a longer page (the app adds the rest). */
  firstPieceOnly?: boolean
  /** The site's interface text overrides (`site.strings`). */
  strings?: Record<string, string>
}

/**
 * Replaces the shell's title-only page with the page as DocPage lays it out (breadcrumb, title,
 * room for the info line and source actions, content, TOC column), so the text does not move when
 * React replaces the shell.
 */
export function paintShell(shell: Element, paint: ShellPaint): void {
  const doc = shell.ownerDocument
  const el = (tag: string, className?: string, text?: string) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const article = el('article', 'doc-article')
  if (paint.crumbs.length >= 2) article.append(breadcrumb(el, paint))
  const header = el('header', 'doc-header')
  const title = el('h1', 'doc-title', paint.entry.title)
  if (paint.entry.commercial) {
    const badge = el('span', 'badge commercial-badge', shellText(paint.strings, 'page.commercialBadge'))
    badge.title = shellText(paint.strings, 'page.commercialTitle')
    title.append(' ', badge)
  }
  header.append(title)
  header.append(el('div', 'page-info boot-reserve', '\u00a0'), el('div', 'page-source-bar boot-reserve', '\u00a0'))
  const content = el('div', 'content')
  // Sanitized by the shared sanitizer, exactly what <Markdown> receives.
  setSafeHtml(content, paint.html)
  if (paint.firstPieceOnly) content.setAttribute(FIRST_PIECE_ATTR, '')
  const first = content.firstElementChild
  if (first?.tagName === 'H1') first.classList.add('title-duplicate')
  article.append(header, content)
  const page = el('div', paint.hasToc ? 'doc-page has-toc' : 'doc-page')
  page.append(article)
  if (paint.hasToc) page.append(el('aside', 'toc-aside'))
  // The main landmark and the skip link the app has, so keyboard and screen reader users find the
  // text before the app arrives. A role, not a <main>: \`main\` in a selector means the app's.
  const main = el('div', 'boot-main')
  main.setAttribute('role', 'main')
  main.id = 'main-content'
  main.tabIndex = -1
  main.append(page)
  const skip = el('a', 'skip-link', shellText(paint.strings, 'skip.toMain')) as HTMLAnchorElement
  skip.href = '#main-content'
  const frame: Node[] = [skip, el('div', 'boot-bar')]
  if (paint.hasSidebar) frame.push(el('div', 'boot-side'))
  frame.push(main)
  shell.classList.add('is-painted')
  shell.classList.toggle('has-sidebar', paint.hasSidebar)
  shell.replaceChildren(...frame)
}

function breadcrumb(el: (tag: string, className?: string, text?: string) => HTMLElement, paint: ShellPaint) {
  const nav = el('nav', 'breadcrumb')
  nav.setAttribute('aria-label', shellText(paint.strings, 'nav.breadcrumb'))
  const list = el('ol')
  for (const crumb of paint.crumbs) {
    const item = el('li')
    if (crumb.route === undefined) item.append(el('span', undefined, crumb.text))
    else {
      const link = el('a', undefined, crumb.text) as HTMLAnchorElement
      link.href = withBase(paint.base, crumb.route)
      item.append(link)
    }
    list.append(item)
  }
  nav.append(list)
  return nav
}
