// <PDF/>: a PDF shown by the browser's own viewer in a frame (no code to download: Chromium,
// Firefox and Safari all embed PDFs, offline), at a page and zoom, with a title, a download link
// and a full-screen toggle. Errors as the original site reported them: in the console and in the box.

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import type { UiText } from '../../../manifest/ui/ui-strings'
import { uiTextFor } from '../../lib/ui-text'
import { addLazyStyle } from '../../dom/lazy-style'
import type { Unmount, WidgetEnv } from '../widget-env'
import css from './pdf.css' with { type: 'text' }
import { foreignMediaOf, showForeignMedia } from '../foreign-media'
import { readPdfOptions, viewerUrl, type PdfOptions } from './pdf-options'

/** Console messages (kept word for word from the original site). */
export const PDF_ERRORS = {
  noTarget: 'Target element cannot be determined',
  notAccessible: 'PDF link is not accessible.',
  noEmbed: 'This browser does not support embedded PDFs',
} as const

/**
 * Shows the PDF named by the placeholder `el`; one on another host is a card that requests
 * nothing from it until the reader asks (foreign-media.ts).
 */
export function mount(el: HTMLElement, env: WidgetEnv): Unmount | void {
  if (!el.isConnected) {
    console.error(PDF_ERRORS.noTarget)
    return
  }
  const text = uiTextFor(env.manifest)
  const options = readPdfOptions(el.dataset)
  const foreign = foreignMediaOf('pdf', [options.url], options.title)
  if (!foreign) return showPdf(el, options, text)
  let unmount: Unmount | void
  showForeignMedia(el, foreign, text, env.manifest, () => (unmount = showPdf(el, options, text)))
  return () => unmount?.()
}

/** The viewer of the PDF of `options` in `el`. */
function showPdf(el: HTMLElement, options: PdfOptions, text: UiText): Unmount | void {
  addLazyStyle('pdf', css)
  const box = document.createElement('figure')
  box.className = 'pdf-viewer'
  box.dataset.pdfState = 'loading'
  if (options.width) box.style.width = options.width
  const header = document.createElement('figcaption')
  header.className = 'pdf-viewer-bar'
  const title = document.createElement('span')
  title.className = 'pdf-viewer-title'
  title.textContent = options.title
  header.append(title, downloadLink(options, text))
  box.append(header)
  el.replaceChildren(box)

  if (!options.url) return fail(box, PDF_ERRORS.notAccessible, text('pdf.notAccessible'))
  if (navigator.pdfViewerEnabled === false) return fail(box, PDF_ERRORS.noEmbed, text('pdf.noEmbed'))

  const controller = new AbortController()
  let cleanup: Unmount = () => controller.abort()
  // The frame would show the server's error page for a missing file: ask first.
  void fetch(options.url, { method: 'HEAD', signal: controller.signal }).then(
    (response) => {
      if (!response.ok) return fail(box, PDF_ERRORS.notAccessible, text('pdf.notAccessible'))
      cleanup = show(box, header, options, text)
    },
    () => {
      if (!controller.signal.aborted) fail(box, PDF_ERRORS.notAccessible, text('pdf.notAccessible'))
    },
  )
  return () => cleanup()
}

/** The frame and the full-screen toggle; returns what undoes the listeners. */
function show(box: HTMLElement, header: HTMLElement, options: PdfOptions, text: UiText): Unmount {
  const frame = document.createElement('iframe')
  frame.className = 'pdf-viewer-frame'
  frame.src = viewerUrl(options)
  frame.title = text('pdf.frame', { title: options.title })
  if (options.height) frame.style.height = options.height
  else frame.style.aspectRatio = String(options.ratio)
  frame.addEventListener('load', () => (box.dataset.pdfState = 'shown'), { once: true })
  box.append(frame)
  if (!options.fullscreen || !box.requestFullscreen) return () => {}

  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'pdf-viewer-fullscreen'
  const label = () => {
    const on = document.fullscreenElement === box
    button.textContent = on ? text('pdf.exitFullscreen') : text('pdf.fullscreen')
    button.setAttribute('aria-pressed', String(on))
    box.classList.toggle('is-fullscreen', on)
  }
  label()
  button.addEventListener('click', () => {
    if (document.fullscreenElement === box) void document.exitFullscreen()
    else void box.requestFullscreen().catch(() => undefined)
  })
  // Browsers leave full screen on Escape themselves; this also covers focus inside the box.
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && document.fullscreenElement === box) void document.exitFullscreen()
  }
  box.addEventListener('keydown', onKey)
  document.addEventListener('fullscreenchange', label)
  header.append(button)
  return () => {
    document.removeEventListener('fullscreenchange', label)
    box.removeEventListener('keydown', onKey)
  }
}

function downloadLink(options: PdfOptions, text: UiText): HTMLElement {
  const link = document.createElement('a')
  link.className = 'pdf-viewer-download'
  link.href = options.url
  link.setAttribute('download', '')
  link.textContent = text('pdf.download')
  return link
}

/** Reports `message` in the console and shows `shown` with the download link still there. */
function fail(box: HTMLElement, message: string, shown: string): void {
  console.error(message)
  box.dataset.pdfState = 'error'
  const note = document.createElement('p')
  note.className = 'pdf-viewer-error'
  note.setAttribute('role', 'alert')
  note.textContent = shown
  box.append(note)
}
