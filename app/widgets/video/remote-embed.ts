// A video hosted elsewhere (YouTube, Vimeo): nothing is requested from that host until the reader
// asks. The card offers the video on its own site and, unless the site is air-gapped, a button
// that loads the host's privacy-enhanced player here.

import type { UiText } from '../../../manifest/ui/ui-strings'
import { addLazyStyle } from '../../dom/lazy-style'
import cardCss from '../foreign-media.css' with { type: 'text' }

/** The hosts this knows, by the provider name the pipeline recorded. */
const PROVIDERS: Record<
  string,
  { site: string; host: string; watch: (id: string) => string; embed: (id: string) => string }
> = {
  youtube: {
    site: 'YouTube',
    host: 'youtube.com',
    watch: (id) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`,
  },
  vimeo: {
    site: 'Vimeo',
    host: 'vimeo.com',
    watch: (id) => `https://vimeo.com/${encodeURIComponent(id)}`,
    embed: (id) => `https://player.vimeo.com/video/${encodeURIComponent(id)}?autoplay=1&dnt=1`,
  },
}

/** Replaces `el`'s content with the card; `airGapped` leaves only the link. */
export function showRemoteVideo(el: HTMLElement, text: UiText, airGapped: boolean): void {
  const provider = PROVIDERS[el.dataset.provider ?? '']
  const id = el.dataset.videoId ?? ''
  if (!provider || !id) return
  // The card has the look of every widget's card for media on another host (foreign-media.css).
  addLazyStyle('foreign-media', cardCss)
  const card = document.createElement('div')
  card.className = 'media-remote video-remote'
  const title = document.createElement('p')
  title.className = 'media-remote-title'
  title.textContent = el.dataset.title || text('video.remoteFrom', { site: provider.site })
  const link = document.createElement('a')
  link.className = 'media-remote-link video-remote-link'
  link.href = provider.watch(id)
  link.target = '_blank'
  link.rel = 'noopener noreferrer'
  link.textContent = text('video.playOn', { site: provider.site })
  card.append(title, link)
  if (!airGapped) {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'media-remote-load'
    button.textContent = text('video.load', { host: provider.host })
    const note = document.createElement('p')
    note.className = 'media-remote-note'
    note.textContent = text('video.remoteNote', { host: provider.host })
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe')
      frame.className = 'video-remote-frame'
      frame.src = provider.embed(id)
      frame.title = title.textContent ?? provider.site
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen'
      frame.referrerPolicy = 'strict-origin-when-cross-origin'
      card.replaceWith(frame)
      frame.focus()
    })
    card.append(button, note)
  }
  el.replaceChildren(card)
  el.dataset.videoState = airGapped ? 'link' : 'card'
}
