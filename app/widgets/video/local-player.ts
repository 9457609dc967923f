// A video this site serves, played by plyr (its icons from our own build, nothing from a CDN),
// with poster, text tracks, the system's media controls and the stream type of HLS/DASH sources;
// a source that cannot play shows 'Failed to load resource.' (code 4) in the player. The widget's
// own stylesheet is added by mount-video.ts.

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import Plyr from 'plyr'
import plyrCss from 'plyr/dist/plyr.css' with { type: 'text' }
// The sprite is not in plyr's exports map; the file loader copies it into our build and gives its
// path relative to this chunk, made absolute below (an SVG <use> resolves against the page).
import spritePath from '../../../node_modules/plyr/dist/plyr.svg'
import { uiTextFor } from '../../lib/ui-text'
import { addLazyStyle } from '../../dom/lazy-style'
import type { Unmount, WidgetEnv } from '../widget-env'
import { bindMediaSession, clampVolume, SEEK_STEP_S } from './media-session'
import { attachStream, type AttachedStream } from './stream-playback'
import { detectStreamType, streamKind, type StreamType } from './stream-type'

/** Console message and code of a video no source of which can play. */
const MEDIA_ERROR = { message: 'Failed to load resource.', code: 4 } as const

/** A source as authors list them in `sources` (JSON), or the single `src`. */
interface Source {
  src: string
  type?: string
  width?: number
  height?: number
  bitrate?: number
  codec?: string
}

/** A text track as authors list them in `tracks` (JSON). */
interface Track {
  src: string
  kind?: string
  language?: string
  label?: string
  default?: boolean
}

function parseList<T>(json: string | undefined): T[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value)
      ? (value.filter((v) => v && typeof v === 'object' && typeof v.src === 'string') as T[])
      : []
  } catch {
    return []
  }
}

/** Mounts the player into the placeholder. */
export function mountLocalPlayer(el: HTMLElement, env: WidgetEnv): Unmount {
  const text = uiTextFor(env.manifest)
  addLazyStyle('plyr', plyrCss)
  const data = el.dataset
  const sources: Source[] = parseList<Source>(data.sources)
  if (!sources.length && data.src) {
    sources.push({
      src: data.src,
      type: data.type,
      codec: data.codec,
      width: Number(data.width) || undefined,
      height: Number(data.height) || undefined,
    })
  }
  // Absolute from here on: playlists name their variants and segments relative to themselves.
  for (const source of sources) source.src = new URL(source.src, document.baseURI).href
  const first = sources[0]
  const stream = first ? streamKind(first.src, first.type) : undefined
  const video = document.createElement('video')
  video.className = 'video-player'
  video.controls = true
  video.preload = 'metadata'
  video.playsInline = true
  if (data.poster) video.poster = data.poster
  if (data.title) video.setAttribute('aria-label', data.title)
  const width = Number(data.width)
  const height = Number(data.height)
  if (width > 0 && height > 0) video.style.aspectRatio = `${width} / ${height}`
  // A stream is attached below (natively or through its script player), not as a <source>.
  for (const source of stream ? [] : sources) {
    const node = document.createElement('source')
    node.src = source.src
    const type = source.type && source.codec ? `${source.type}; codecs="${source.codec}"` : source.type
    if (type) node.type = type
    if (source.width) node.setAttribute('data-width', String(source.width))
    if (source.bitrate) node.setAttribute('data-bitrate', String(source.bitrate))
    video.append(node)
  }
  for (const track of parseList<Track>(data.tracks)) {
    const node = document.createElement('track')
    node.src = track.src
    node.kind = track.kind ?? 'subtitles'
    if (track.language) node.srclang = track.language
    if (track.label) node.label = track.label
    if (track.default) node.default = true
    video.append(node)
  }
  const frame = document.createElement('div')
  frame.className = 'video-frame'
  frame.append(video)
  el.replaceChildren(frame)
  el.dataset.videoState = 'loading'

  const player = new Plyr(video, {
    iconUrl: new URL(spritePath, import.meta.url).href,
    blankVideo: '',
    seekTime: SEEK_STEP_S,
    hideControls: true,
    volume: clampVolume(Number(data.volume ?? 1)),
    storage: { enabled: false },
    youtube: { noCookie: true },
  })
  const unbind = bindMediaSession(video, data.title ?? '')

  const failed = () => {
    if (el.dataset.videoState === 'error') return
    el.dataset.videoState = 'error'
    console.error(MEDIA_ERROR.message, `(code ${MEDIA_ERROR.code})`)
    const box = document.createElement('p')
    box.className = 'video-error'
    box.setAttribute('role', 'alert')
    box.textContent = text('video.error')
    frame.append(box)
  }
  video.addEventListener('error', failed)
  // With <source> children the element reports nothing; the last source's error is the one.
  const last = video.querySelector('source:last-of-type')
  last?.addEventListener('error', failed)
  video.addEventListener('loadedmetadata', () => {
    if (el.dataset.videoState === 'loading') el.dataset.videoState = 'ready'
  })
  video.addEventListener('timeupdate', () => {
    if (video.currentTime > 0) el.dataset.videoState = 'playing'
  })
  if (!sources.length) failed()

  let attached: AttachedStream | undefined
  let unmounted = false
  if (first && stream) {
    void attachStream(video, first.src, stream, failed).then((result) => {
      if (unmounted) return result.detach()
      attached = result
      el.dataset.videoEngine = result.engine
    })
    const fetchText = async (url: string) => {
      const response = await fetch(url).catch(() => undefined)
      return response?.ok ? response.text() : undefined
    }
    void detectStreamType(first.src, first.type ?? '', fetchText)
      .catch((): StreamType => 'unknown')
      .then((type) => {
        el.dataset.streamType = type
        if (type === 'live' || type === 'live:dvr') {
          const badge = document.createElement('span')
          badge.className = 'video-live'
          badge.textContent = type === 'live' ? text('video.live') : text('video.liveDvr')
          frame.append(badge)
        }
      })
  } else if (first) {
    el.dataset.streamType = 'on-demand'
  }
  return () => {
    unmounted = true
    attached?.detach()
    unbind()
    player.destroy()
  }
}
