// Scrolling on navigation: restore the saved position, else the hash anchor (kept pinned), else top.

import { useRouterState } from '@tanstack/react-router'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { whenContentComplete } from '../page-dom/fill-content'
import { decodeHash } from '../lib/base-path'
import { pinScroll } from '../dom/pin-scroll'
import { enterEntry, restorePosition } from './scroll-memory'

/** Applies the scroll rule whenever the shown location (entry, path or hash) changes. */
export function usePageScroll(contentRef: RefObject<HTMLElement | null>): void {
  // The resolved location changes in the same commit as the new page content.
  const entry = useRouterState({
    select: (s) => {
      const loc = s.resolvedLocation ?? s.location
      const key = (loc.state as { __TSR_key?: string }).__TSR_key ?? ''
      return `${loc.href}\n${key}\n${loc.hash}`
    },
  })
  const [href = '', key = '', hash = ''] = entry.split('\n')
  const shown = useRef<{ href: string; key: string } | undefined>(undefined)
  useLayoutEffect(() => {
    // The router gives the first history entry its key only after a later update: the same
    // entry, not a navigation (scrolling it to the top would undo the reader's scroll).
    const last = shown.current
    shown.current = { href, key }
    if (last && last.href === href && last.key === '' && key !== '') return
    const content = contentRef.current
    const { saved, first } = enterEntry()
    if (!content) return
    // A long page may still be arriving in pieces: a position further down needs all of it (a
    // page of megabytes gets it piece by piece, the reader seeing its top meanwhile).
    let unpin: (() => void) | undefined
    let cancel = () => {}
    if (saved !== undefined) {
      cancel = whenContentComplete(content, () => {
        unpin = pinScroll(content, () => restorePosition(saved))
      })
      return () => (cancel(), unpin?.())
    }
    if (hash) {
      const id = decodeHash(hash)
      const target = () => document.getElementById(id)
      const jump = () => pinScroll(content, () => target()?.scrollIntoView({ block: 'start', behavior: 'instant' }))
      if (target()) return jump()
      cancel = whenContentComplete(content, () => {
        if (target()) unpin = jump()
      })
      if (unpin) return unpin
    }
    // A page just loaded starts at the top already, and the reader may have scrolled its first
    // paint since; an entry reached in the app starts at the top (so does one whose anchor is in
    // pieces still to come, or on no heading).
    if (!first) window.scrollTo({ top: 0, behavior: 'instant' })
    return () => (cancel(), unpin?.())
  }, [href, key, hash, contentRef])
}
