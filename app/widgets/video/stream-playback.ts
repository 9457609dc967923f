// Plays an HLS or DASH source in a <video>: natively where the browser can (Safari, some Chromium
// builds for HLS), otherwise through hls.js or dash.js, each imported only when a page has such a
// source, so a page with plain MP4s never loads either.

/** What plays a source: the browser itself or one of the two script players. */
type PlaybackEngine = 'native' | 'hls.js' | 'dash.js'

/** A stream attached to a video element. */
export interface AttachedStream {
  engine: PlaybackEngine
  detach(): void
}

/** The MIME types the browser would need to play each kind itself. */
const NATIVE_TYPES = { hls: 'application/vnd.apple.mpegurl', dash: 'application/dash+xml' } as const

/** Attaches `src` to `video`; `onFatal` is called once when the stream cannot play. */
export async function attachStream(
  video: HTMLVideoElement,
  src: string,
  kind: 'hls' | 'dash',
  onFatal: () => void,
): Promise<AttachedStream> {
  if (video.canPlayType(NATIVE_TYPES[kind]) !== '') {
    video.src = src
    return { engine: 'native', detach: () => video.removeAttribute('src') }
  }
  if (kind === 'hls') {
    const { default: Hls } = await import('hls.js/light')
    if (!Hls.isSupported()) {
      onFatal()
      return { engine: 'hls.js', detach: () => {} }
    }
    const hls = new Hls({ enableWorker: false })
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFatal()
    })
    hls.loadSource(src)
    hls.attachMedia(video)
    return { engine: 'hls.js', detach: () => hls.destroy() }
  }
  const dashjs = await import('dashjs')
  const player = dashjs.MediaPlayer().create()
  player.updateSettings({ debug: { logLevel: dashjs.Debug.LOG_LEVEL_NONE } })
  player.on(dashjs.MediaPlayer.events.ERROR, () => onFatal())
  player.initialize(video, src, false)
  return { engine: 'dash.js', detach: () => player.destroy() }
}
