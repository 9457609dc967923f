// Writes a rendered page into the static shell, in the frame the app's DocPage renders.

import type { PageEntry } from '../../manifest/types'
import { shellText } from '../../manifest/ui/ui-strings-shell'
import type { Crumb } from '../lib/breadcrumbs'
import { FIRST_PIECE_ATTR } from '../page-load/render/page-content'
import { setSafeHtml, type SafeHtml } from '../sanitize/sanitize'
import { withBase } from '../lib/base-path'
import { docPageFrame, type FrameNode } from '../lib/doc-page-frame'

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
 * Replaces the shell's title-only page with the page in DocPage's frame (room kept for the info
 * line and source actions), so the text does not move when React replaces the shell.
 */
export function paintShell(shell: Element, paint: ShellPaint): void {
  const doc = shell.ownerDocument
  const el = (tag: string, className?: string, text?: string) => {
    const node = doc.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  const content = el('div', 'content')
  // Sanitized by the shared sanitizer, exactly what <Markdown> receives.
  setSafeHtml(content, paint.html)
  if (paint.firstPieceOnly) content.setAttribute(FIRST_PIECE_ATTR, '')
  const first = content.firstElementChild
  if (first?.tagName === 'H1') first.classList.add('title-duplicate')
  const { strings, entry } = paint
  const frame = docPageFrame({
    title: entry.title,
    badge: entry.commercial
      ? { text: shellText(strings, 'page.commercialBadge'), title: shellText(strings, 'page.commercialTitle') }
      : undefined,
    crumbs: paint.crumbs,
    crumbsLabel: shellText(strings, 'nav.breadcrumb'),
    hasToc: paint.hasToc,
  })
  const page = toDom(doc, frame, paint.base, {
    info: el('div', 'page-info boot-reserve', '\u00a0'),
    sourceBar: el('div', 'page-source-bar boot-reserve', '\u00a0'),
    // The room of the narrow windows' "On this page" (CSS shows it where the side outline is hidden).
    tocDisclosure: el('div', 'toc-disclosure boot-reserve', '\u00a0'),
    content,
  })
  // The main landmark and the skip link the app has, so keyboard and screen reader users find the
  // text before the app arrives. A role, not a <main>: `main` in a selector means the app's.
  const main = el('div', 'boot-main')
  main.setAttribute('role', 'main')
  main.id = 'main-content'
  main.tabIndex = -1
  main.append(page)
  const skip = el('a', 'skip-link', shellText(strings, 'skip.toMain')) as HTMLAnchorElement
  skip.href = '#main-content'
  const shellFrame: Node[] = [skip, el('div', 'boot-bar')]
  if (paint.hasSidebar) shellFrame.push(el('div', 'boot-side'))
  shellFrame.push(main)
  shell.classList.add('is-painted')
  shell.classList.toggle('has-sidebar', paint.hasSidebar)
  shell.replaceChildren(...shellFrame)
}

/** The frame as DOM nodes; page links are plain links under the base, empty slots stay empty. */
function toDom(doc: Document, node: FrameNode, base: string, slots: Record<string, Node>): Node {
  if (typeof node === 'string') return doc.createTextNode(node)
  if ('slot' in node) return slots[node.slot] ?? doc.createDocumentFragment()
  if ('route' in node) {
    const link = doc.createElement('a')
    link.href = withBase(base, node.route)
    link.textContent = node.text
    return link
  }
  const element = doc.createElement(node.tag)
  for (const [name, value] of Object.entries(node.attrs ?? {})) element.setAttribute(name, value)
  for (const child of node.children ?? []) element.append(toDom(doc, child, base, slots))
  return element
}
