// SPEC §2 scrolling: restore the saved position, else the hash anchor (kept pinned), else top.

import { useRouterState } from '@tanstack/react-router'
import { useLayoutEffect, type RefObject } from 'react'
import { finishContent } from '../content/fill-content'
import { decodeHash } from '../lib/base-path'
import { enterEntry, restorePosition } from './scroll-memory'

/** How long a target stays pinned while content above it settles. */
const PIN_MS = 4000

const STOP_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const

/**
 * Keeps re-applying a scroll target while the content resizes (images, widgets loading),
 * until the reader scrolls themselves or PIN_MS passes.
 */
function pinScroll(content: Element, apply: () => void): () => void {
  apply()
  const observer = new ResizeObserver(() => apply())
  observer.observe(content)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of STOP_EVENTS) window.removeEventListener(type, stop, true)
  }
  for (const type of STOP_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true })
  const timer = window.setTimeout(stop, PIN_MS)
  return stop
}

/** Applies the scroll rule whenever the shown location (entry, path or hash) changes. */
export function usePageScroll(contentRef: RefObject<HTMLElement | null>): void {
  // The resolved location changes in the same commit as the new page content.
  const entry = useRouterState({
    select: (s) => {
      const loc = s.resolvedLocation ?? s.location
      const key = (loc.state as { __TSR_key?: string }).__TSR_key ?? loc.href
      return `${key}\n${loc.hash}`
    },
  })
  const [key, hash = ''] = entry.split('\n')
  useLayoutEffect(() => {
    const content = contentRef.current
    const saved = enterEntry()
    if (!content) return
    if (saved !== undefined) {
      // A long page may still be arriving in pieces: the position needs all of it.
      finishContent(content)
      return pinScroll(content, () => restorePosition(saved))
    }
    if (hash) {
      const id = decodeHash(hash)
      const target = () => document.getElementById(id)
      if (!target()) finishContent(content)
      if (target()) {
        return pinScroll(content, () =>
          target()?.scrollIntoView({ block: 'start', behavior: 'instant' }),
        )
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return undefined
  }, [key, hash, contentRef])
}
