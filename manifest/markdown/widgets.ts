// Inert placeholders for self-closing Vue components; the app mounts them after sanitizing.

import type { HtmlTag } from './html-tags'
import { escapeHtml, renderAttrs } from './html-utils'

type Attrs = Array<[string, string | undefined]>

/** `data-*` names the placeholders set themselves; written attributes never override them. */
const OWN_DATA = ['widget', 'tag', 'src', 'url', 'spec-url', 'provider', 'video-id', 'poster']

/** How a widget is placed and how its URLs are resolved. */
export interface WidgetContext {
  /** True when the tag stands alone as a block (rendered as a div), false inside text (span). */
  block: boolean
  /** Maps a URL written in the page to the href to emit. */
  resolve: (url: string) => string
}

/** HTML and bookkeeping for one component tag. */
export interface Widget {
  type: string
  html: string
  attrs: Record<string, string>
}

/**
 * Builds the placeholder for a component tag: `<div class="docs-widget" data-widget="…">` with a
 * plain link fallback where one makes sense, or `<span class="docs-badge">` for `<Badge>`.
 * `attrs` are the tag's attributes with bound (`:x`) ones already evaluated.
 */
export function renderWidget(tag: HtmlTag, attrs: Record<string, string>, ctx: WidgetContext): Widget {
  const name = tag.name.toLowerCase()
  const wrap = ctx.block ? 'div' : 'span'
  const box = (type: string, data: Attrs, inner = ''): Widget => {
    const open = renderAttrs([['class', 'docs-widget'], ['data-widget', type], ...data])
    return { type, attrs, html: `<${wrap}${open}>${inner}</${wrap}>` }
  }
  const link = (href: string, text: string, download = false) => {
    const open = renderAttrs([
      ['class', 'docs-widget-link'],
      ['href', href],
    ])
    return `<a${open}${download ? ' download' : ''}>${escapeHtml(text)}</a>`
  }
  /** A fallback link only when there is somewhere to go. */
  const maybeLink = (href: string, text: string, download = false) => (href ? link(href, text, download) : '')

  if (name === 'vidstack') {
    const src = attrs.src ?? ''
    const provider = /^(youtube|vimeo)\/([^/?#\s]+)$/.exec(src)
    if (provider) {
      const id = provider[2]
      const watch =
        provider[1] === 'youtube'
          ? `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`
          : `https://vimeo.com/${encodeURIComponent(id)}`
      const site = provider[1] === 'youtube' ? 'YouTube' : 'Vimeo'
      const label = `Watch the video on ${site}`
      return box(
        'video',
        [['data-src', src], ['data-provider', provider[1]], ['data-video-id', id], ...dataAttrs(attrs, ['src'])],
        link(watch, label),
      )
    }
    const href = src ? ctx.resolve(src) : ''
    const poster = attrs.poster ? ctx.resolve(attrs.poster) : ''
    const data: Attrs = [
      ['data-src', href || undefined],
      ['data-poster', poster || undefined],
      ...dataAttrs(attrs, ['src', 'poster']),
    ]
    return box('video', data, maybeLink(href, 'Open the video'))
  }
  if (name === 'pdf') {
    const href = attrs.url ? ctx.resolve(attrs.url) : ''
    const data = dataAttrs(attrs, ['url'])
    const inner = maybeLink(href, 'Download the PDF', true)
    return box('pdf', [['data-url', href || undefined], ...data], inner)
  }
  if (name === 'rundeck-swagger-ui') {
    const spec = attrs.specFile ?? attrs.specfile ?? attrs['spec-file'] ?? ''
    const href = spec ? ctx.resolve(spec) : ''
    const inner = maybeLink(href, 'Open the OpenAPI specification')
    return box('openapi', [['data-spec-url', href || undefined]], inner)
  }
  if (name === 'openapiexplorer') {
    const href = attrs.spec ? ctx.resolve(attrs.spec) : ''
    const inner = maybeLink(href, 'Open the OpenAPI specification')
    return box(
      'openapi',
      [
        ['data-spec-url', href || undefined],
        ['data-explorer', 'true'],
      ],
      inner,
    )
  }
  if (name === 'docversions') return box('doc-versions', dataAttrs(attrs, []))
  if (name === 'catalog') return box('catalog', dataAttrs(attrs, []))
  if (name === 'badge') {
    const open = renderAttrs([
      ['class', 'docs-badge'],
      ['data-badge-type', attrs.type || 'tip'],
    ])
    return { type: 'badge', attrs, html: `<span${open}>${escapeHtml(attrs.text ?? '')}</span>` }
  }
  return box('unknown', [['data-tag', tag.name], ...dataAttrs(attrs, [])])
}

/** `data-*` attributes for the remaining attributes (names made kebab-case and safe). */
function dataAttrs(attrs: Record<string, string>, skip: string[]): Attrs {
  const out: Attrs = []
  for (const [name, value] of Object.entries(attrs)) {
    if (skip.includes(name)) continue
    const key = name
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
    if (key && !OWN_DATA.includes(key)) out.push([`data-${key}`, value])
  }
  return out
}
