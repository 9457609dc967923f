// Image lightbox, loaded when the browser is idle: a content image opens enlarged on
// click, Enter or Space; any click, scroll, wheel, touch move or Escape closes it, and focus goes
// back to the image. The overlay is fixed, so opening it moves nothing in the page.

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import css from './lightbox.css' with { type: 'text' }
import { addLazyStyle } from '../../dom/lazy-style'
import type { UiText } from '../../../manifest/ui/ui-strings'

/** Marks images as zoomable as pieces arrive; one stop undoes everything. */
export interface Lightbox {
  /** Makes `images` zoomable (focusable, announced as buttons) where they qualify. */
  mark(images: Iterable<HTMLImageElement>): void
  stop(): void
}

/** Images that open: content images that are not links, widget parts or opted out. */
function zoomable(img: HTMLImageElement): boolean {
  return !img.closest('a, button, .docs-widget, [data-no-zoom]') && !img.hasAttribute('data-no-zoom')
}

/** Enables the lightbox on the images of the content element `root`. */
export function enableLightbox(root: HTMLElement, text: UiText): Lightbox {
  addLazyStyle('lightbox', css)
  let close: (() => void) | undefined

  const open = (img: HTMLImageElement) => {
    close?.()
    const overlay = document.createElement('div')
    overlay.className = 'lightbox-overlay'
    overlay.setAttribute('role', 'dialog')
    overlay.setAttribute('aria-modal', 'true')
    overlay.setAttribute(
      'aria-label',
      img.alt ? text('lightbox.dialogNamed', { alt: img.alt }) : text('lightbox.dialog'),
    )
    overlay.tabIndex = -1
    const big = document.createElement('img')
    big.className = 'lightbox-image'
    big.src = img.currentSrc || img.src
    big.alt = img.alt
    const hint = document.createElement('p')
    hint.className = 'lightbox-hint'
    hint.textContent = text('lightbox.hint')
    overlay.append(big, hint)
    document.body.append(overlay)
    overlay.focus({ preventScroll: true })

    const startY = window.scrollY
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        shut()
      } else if (event.key === 'Tab') {
        // Nothing else to reach inside: focus stays on the dialog until it closes.
        event.preventDefault()
      }
    }
    const onScroll = () => {
      if (Math.abs(window.scrollY - startY) > 2) shut()
    }
    const options = { passive: true, capture: true } as const
    const shut = () => {
      if (close !== shut) return
      close = undefined
      overlay.remove()
      document.removeEventListener('keydown', onKey, true)
      window.removeEventListener('scroll', onScroll, options)
      window.removeEventListener('wheel', shut, options)
      window.removeEventListener('touchmove', shut, options)
      if (img.isConnected) img.focus({ preventScroll: true })
    }
    close = shut
    overlay.addEventListener('click', shut)
    document.addEventListener('keydown', onKey, true)
    window.addEventListener('scroll', onScroll, options)
    window.addEventListener('wheel', shut, options)
    window.addEventListener('touchmove', shut, options)
  }

  const target = (event: Event) => {
    const img = event.target
    return img instanceof HTMLImageElement && img.dataset.lightbox === 'on' && root.contains(img) ? img : undefined
  }
  const onClick = (event: MouseEvent) => {
    const img = target(event)
    if (!img || event.button !== 0) return
    event.preventDefault()
    open(img)
  }
  const onKey = (event: KeyboardEvent) => {
    const img = target(event)
    if (!img || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    open(img)
  }
  root.addEventListener('click', onClick)
  root.addEventListener('keydown', onKey)

  return {
    mark(images) {
      for (const img of images) {
        if (img.dataset.lightbox || !zoomable(img)) continue
        img.dataset.lightbox = 'on'
        img.tabIndex = 0
        img.setAttribute('role', 'button')
        img.setAttribute('aria-haspopup', 'dialog')
        img.setAttribute('aria-label', img.alt ? text('lightbox.openNamed', { alt: img.alt }) : text('lightbox.open'))
      }
    },
    stop() {
      close?.()
      root.removeEventListener('click', onClick)
      root.removeEventListener('keydown', onKey)
    },
  }
}
