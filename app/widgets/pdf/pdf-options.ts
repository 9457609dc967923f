// The <PDF/> widget's attributes as the pipeline wrote them (data-*), read into viewer options,
// and the address the browser's own viewer opens (page, zoom and toolbar in the fragment).

/** What the viewer shows and how. */
export interface PdfOptions {
  url: string
  title: string
  /** CSS width and height when given; otherwise the box keeps `ratio`. */
  width?: string
  height?: string
  /** Width / height, 16:9 unless given. */
  ratio: number
  page: number
  zoom?: number
  toolbar: boolean
  fullscreen: boolean
}

const DEFAULT_RATIO = 16 / 9

/** `16:9`, `4/3` or `1.5` as a number; the default for anything else. */
export function parseRatio(text: string | undefined): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:[:/]\s*(\d+(?:\.\d+)?))?\s*$/.exec(text ?? '')
  if (!match) return DEFAULT_RATIO
  const value = match[2] ? Number(match[1]) / Number(match[2]) : Number(match[1])
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_RATIO
}

/** A length attribute: a bare number is pixels, a CSS length stays as written, anything else is dropped. */
export function cssLength(text: string | undefined): string | undefined {
  const value = text?.trim()
  if (!value) return undefined
  if (/^\d+(\.\d+)?$/.test(value)) return `${value}px`
  return /^\d+(\.\d+)?(px|em|rem|%|vh|vw)$/.test(value) ? value : undefined
}

/** A boolean attribute: present without a value, or `true`. */
const flag = (value: string | undefined) => value !== undefined && value !== 'false'

/** Options from the placeholder's data attributes. */
export function readPdfOptions(data: DOMStringMap): PdfOptions {
  const page = Math.max(1, Math.floor(Number(data.page) || 1))
  const zoom = Number(data.zoom)
  const url = data.url ?? ''
  return {
    url,
    title: data.title?.trim() || decodeURIComponent(url.split('/').pop() || 'document.pdf'),
    width: cssLength(data.width),
    height: cssLength(data.height),
    ratio: parseRatio(data.ratio),
    page,
    zoom: Number.isFinite(zoom) && zoom > 0 ? zoom : undefined,
    toolbar: !flag(data.notoolbar ?? data.noToolbar),
    fullscreen: !flag(data.nofullscreen ?? data.noFullscreen),
  }
}

/** The address the built-in viewer opens: `url#page=N&zoom=Z&toolbar=0`. */
export function viewerUrl(options: Pick<PdfOptions, 'url' | 'page' | 'zoom' | 'toolbar'>): string {
  const params = [`page=${options.page}`]
  if (options.zoom) params.push(`zoom=${options.zoom}`)
  if (!options.toolbar) params.push('toolbar=0')
  return `${options.url.split('#')[0]}#${params.join('&')}`
}
