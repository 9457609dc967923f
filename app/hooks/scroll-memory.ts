// Remembers the reading position per history entry, across reloads of the tab.
// Long pages skip the layout of off-screen blocks (content.css), so the same pixel offset can
// show different text at different times; the position is kept as "which content block is at
// the top of the viewport, and how far into it" and the pixel offset only as a fallback.

import { contentBlocks } from '../page-dom/content-pieces'
import { firstBlockInView } from '../page-dom/keep-place-on-replace'

const STORE_KEY = 'docs-scroll-positions'

/** A saved reading position. */
export interface SavedScroll {
  /** window.scrollY when saved. */
  y: number
  /** Index of the first content block still visible at the top of the viewport. */
  block?: number
  /** That block's top relative to the viewport when saved (≤ 0 when it started above). */
  top?: number
}

const positions = new Map<string, SavedScroll>()
let popPending = false
let installed = false
let entered = false

/**
 * Key of the history entry shown now, read live: the router adds its key to the first entry's
 * state only after the first render, so a key captured at render time could be stale.
 */
function entryKey(): string {
  const state = history.state as { __TSR_key?: string } | null
  return state?.__TSR_key ?? location.pathname + location.search
}

/** The blocks of the rendered page content, which anchor the position. */
function shownBlocks(): Element[] | undefined {
  const content = document.querySelector('main .content')
  return content ? contentBlocks(content) : undefined
}

/** The position now: the first block still in view, and how far into it. */
function readPosition(): SavedScroll {
  const y = window.scrollY
  const blocks = shownBlocks()
  if (!blocks || blocks.length === 0) return { y }
  const block = firstBlockInView(blocks)
  return { y, block, top: blocks[block]!.getBoundingClientRect().top }
}

function isSaved(value: unknown): value is SavedScroll {
  return !!value && typeof value === 'object' && typeof (value as SavedScroll).y === 'number'
}

function install(): void {
  if (installed) return
  installed = true
  history.scrollRestoration = 'manual'
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')
    if (saved && typeof saved === 'object') {
      for (const [k, v] of Object.entries(saved)) if (isSaved(v)) positions.set(k, v)
    }
  } catch {
    // Unreadable storage just means nothing to restore.
  }
  // Back/forward (and reload, below) are the navigations that restore. This listener must be
  // registered before the router's own (see the call at the bottom of this module): the router
  // can render the target page before later popstate listeners run.
  window.addEventListener('popstate', () => {
    popPending = true
  })
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  popPending = nav?.type === 'reload' || nav?.type === 'back_forward'
  let frame = 0
  window.addEventListener(
    'scroll',
    () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        positions.set(entryKey(), readPosition())
      })
    },
    { passive: true },
  )
  window.addEventListener('pagehide', () => {
    positions.set(entryKey(), readPosition())
    try {
      sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(positions)))
    } catch {
      // Storage full or blocked: positions are kept in memory only.
    }
  })
}

/** What a newly shown history entry asks of the scroll position. */
export interface EnteredEntry {
  /** The position to restore: the navigation was back/forward (or a reload). */
  saved?: SavedScroll
  /** The app's first entry: the page was loaded, not navigated to in the app. */
  first: boolean
}

/** Called when a new entry is shown. */
export function enterEntry(): EnteredEntry {
  install()
  const pop = popPending
  popPending = false
  const first = !entered
  entered = true
  return { saved: pop ? positions.get(entryKey()) : undefined, first }
}

/** Scrolls so that the saved block is back where it was; the pixel offset when there is none. */
export function restorePosition(saved: SavedScroll): void {
  const block = saved.block === undefined ? undefined : shownBlocks()?.[saved.block]
  if (!block || saved.top === undefined) {
    window.scrollTo({ top: saved.y, behavior: 'instant' })
    return
  }
  const delta = block.getBoundingClientRect().top - saved.top
  window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' })
}

if (typeof window !== 'undefined') install()
