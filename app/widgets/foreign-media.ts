// A widget's media on another host (a PDF, a video or audio file, a poster, a text track): a card
// like the remote video's (video/remote-embed.ts) that requests nothing from that host until the
// reader asks. It names the media and its host and links to it there ("Open on <host>"); where
// the site config lists the host in `allowedMediaHosts` (and the site is not air-gapped), it also
// offers "Load from <host>", which shows the media here as one on this site would be.

import '../entries/app-chunk' // its modules share one chunk (the file says why)
import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import type { Manifest } from '../../manifest/types'
import type { UiText } from '../../manifest/ui/ui-strings'
import { addLazyStyle } from '../dom/lazy-style'
import { loadsHere } from '../sanitize/media-source'
import css from './foreign-media.css' with { type: 'text' }

/** What a card stands for. */
export interface ForeignMedia {
  kind: 'pdf' | 'video' | 'audio'
  /** The title the page gave it, if any. */
  title?: string
  /** The first address on another host (the card's link). */
  url: string
  /** Every host other than this site's the media would load from, the link's first. */
  hosts: string[]
}

/** The host of `address` when loading it would be a request to another host; undefined otherwise. */
function foreignHost(address: string | undefined): string | undefined {
  if (!address || loadsHere(address)) return undefined
  let url: URL
  try {
    url = new URL(address, document.baseURI)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  return url.origin === location.origin ? undefined : url.host.toLowerCase()
}

/** The media on other hosts among `addresses`; undefined when every one loads here. */
export function foreignMediaOf(
  kind: ForeignMedia['kind'],
  addresses: (string | undefined)[],
  title?: string,
): ForeignMedia | undefined {
  const found = addresses.flatMap((address) => {
    const host = foreignHost(address)
    return host ? [{ address: address!, host }] : []
  })
  if (!found.length) return undefined
  return { kind, title: title || undefined, url: found[0]!.address, hosts: [...new Set(found.map((f) => f.host))] }
}

/** True when the site lets every host of `media` load once the reader asks. */
function mayLoad(media: ForeignMedia, manifest: Manifest): boolean {
  const allowed = manifest.site.allowedMediaHosts ?? []
  return manifest.site.hosting !== 'air-gapped' && media.hosts.every((host) => allowed.includes(host))
}

const TITLES = { pdf: 'media.pdfOn', video: 'media.videoOn', audio: 'media.audioOn' } as const

/**
 * Replaces `el`'s content with the card of `media`; `load` shows the media itself, after a click
 * on "Load from <host>" (offered only where `mayLoad`). `el.dataset.mediaState` is `card`, then
 * `loaded`.
 */
export function showForeignMedia(
  el: HTMLElement,
  media: ForeignMedia,
  text: UiText,
  manifest: Manifest,
  load: () => void,
): void {
  addLazyStyle('foreign-media', css)
  const host = media.hosts[0]!
  const card = document.createElement('div')
  card.className = 'media-remote'
  const title = document.createElement('p')
  title.className = 'media-remote-title'
  title.textContent = media.title ?? text(TITLES[media.kind], { host })
  const where = document.createElement('p')
  where.className = 'media-remote-host'
  where.textContent = text('media.host', { host })
  const link = document.createElement('a')
  link.className = 'media-remote-link'
  link.href = media.url
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  link.textContent = text('media.openOn', { host })
  card.append(title, where, link)
  const note = document.createElement('p')
  note.className = 'media-remote-note'
  if (mayLoad(media, manifest)) {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'media-remote-load'
    button.textContent = text('media.loadFrom', { host })
    button.addEventListener('click', () => {
      el.dataset.mediaState = 'loaded'
      load()
    })
    note.textContent = text('media.note', { host })
    card.append(button, note)
  } else {
    note.textContent = text('media.notAllowed', { host })
    card.append(note)
  }
  el.replaceChildren(card)
  el.dataset.mediaState = 'card'
}
