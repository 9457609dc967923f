// The documentation page's frame as data: breadcrumb, title, the places of the page info, source
// bar, content and outline. The app's DocPage renders it with React and the first paint writes it
// into the static shell (first-paint/paint-shell.ts), so the text does not move when React takes
// over and the two cannot drift apart.

import type { Crumb } from './breadcrumbs'

/** The parts each renderer fills in itself. */
export type FrameSlot = 'info' | 'sourceBar' | 'tocDisclosure' | 'content' | 'source' | 'footer' | 'toc'

/** One node of the frame: text, an element, a link to a page route, or a slot. */
export type FrameNode =
  | string
  | { tag: string; attrs?: Record<string, string>; children?: FrameNode[] }
  | { route: string; text: string }
  | { slot: FrameSlot }

/** What the frame shows around a page. */
export interface DocPageFrame {
  title: string
  /** The commercial badge's text and tooltip, on commercial pages. */
  badge?: { text: string; title: string }
  crumbs: Crumb[]
  /** The breadcrumb's accessible name. */
  crumbsLabel: string
  /** Whether the page has an outline column. */
  hasToc: boolean
}

const el = (tag: string, attrs: Record<string, string>, children: (FrameNode | false)[] = []): FrameNode => ({
  tag,
  attrs,
  children: children.filter((child): child is FrameNode => child !== false),
})

/** The frame of a documentation page (DocPage's markup). */
export function docPageFrame(page: DocPageFrame): FrameNode {
  const title: FrameNode[] = [page.title]
  if (page.badge)
    title.push(' ', el('span', { class: 'badge commercial-badge', title: page.badge.title }, [page.badge.text]))
  return el('div', { class: page.hasToc ? 'doc-page has-toc' : 'doc-page' }, [
    el('article', { class: 'doc-article' }, [
      page.crumbs.length >= 2 && breadcrumbFrame(page.crumbs, page.crumbsLabel),
      el('header', { class: 'doc-header' }, [
        el('h1', { class: 'doc-title' }, title),
        { slot: 'info' },
        { slot: 'sourceBar' },
        page.hasToc && { slot: 'tocDisclosure' },
      ]),
      { slot: 'content' },
      { slot: 'source' },
      el('footer', { class: 'doc-meta' }, [{ slot: 'footer' }]),
    ]),
    page.hasToc && el('aside', { class: 'toc-aside' }, [{ slot: 'toc' }]),
  ])
}

function breadcrumbFrame(crumbs: Crumb[], label: string): FrameNode {
  const items = crumbs.map((crumb) =>
    el('li', {}, [
      crumb.route === undefined
        ? el('span', { 'aria-current': 'page' }, [crumb.text])
        : { route: crumb.route, text: crumb.text },
    ]),
  )
  return el('nav', { class: 'breadcrumb', 'aria-label': label }, [el('ol', {}, items)])
}
