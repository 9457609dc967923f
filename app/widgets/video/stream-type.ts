// What kind of stream a media source is: on-demand, live, or live with a seekable window (DVR).
// HLS: a master playlist is followed to its first variant; a media playlist marked VOD is
// on-demand; otherwise it is live, and live:dvr when its target duration is at least 10 s and it
// carries a DVR flag or a discontinuity marker. DASH: a static manifest is on-demand, else live.

/** How the player treats a source. */
export type StreamType = 'on-demand' | 'live' | 'live:dvr' | 'unknown'

/** Reads a URL's text (the player passes `fetch`; tests pass a map). */
export type FetchText = (url: string) => Promise<string | undefined>

/** True for addresses of HLS playlists or DASH manifests, by extension or declared type. */
export function streamKind(src: string, type = ''): 'hls' | 'dash' | undefined {
  const path = src.split(/[?#]/)[0]!.toLowerCase()
  if (path.endsWith('.m3u8') || /mpegurl/i.test(type)) return 'hls'
  if (path.endsWith('.mpd') || /dash\+xml/i.test(type)) return 'dash'
  return undefined
}

/** The first variant playlist a master playlist names (resolved against `base`), if it is one. */
export function firstVariant(playlist: string, base: string): string | undefined {
  const lines = playlist.split(/\r?\n/).map((l) => l.trim())
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('#EXT-X-STREAM-INF')) continue
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'))
    return uri ? new URL(uri, base).href : undefined
  }
  return undefined
}

/** The stream type of an HLS media playlist. */
export function hlsStreamType(playlist: string): StreamType {
  if (!playlist.trimStart().startsWith('#EXTM3U')) return 'unknown'
  if (/#EXT-X-PLAYLIST-TYPE:\s*VOD/i.test(playlist)) return 'on-demand'
  const target = Number(/#EXT-X-TARGETDURATION:\s*(\d+(?:\.\d+)?)/i.exec(playlist)?.[1] ?? 0)
  const dvr = /#EXT-X-DVR-ENABLED:\s*true/i.test(playlist) || playlist.includes('#EXT-X-DISCONTINUITY')
  return target >= 10 && dvr ? 'live:dvr' : 'live'
}

/** The stream type of a DASH manifest (MPD). */
export function dashStreamType(manifest: string): StreamType {
  const mpd = /<MPD\b[^>]*>/i.exec(manifest)?.[0]
  if (!mpd) return 'unknown'
  return /\btype\s*=\s*["']static["']/i.test(mpd) ? 'on-demand' : 'live'
}

/** Detects the stream type of `src`, following an HLS master playlist to its first variant (once). */
export async function detectStreamType(src: string, type: string, fetchText: FetchText): Promise<StreamType> {
  const kind = streamKind(src, type)
  if (!kind) return 'on-demand'
  const text = await fetchText(src)
  if (text === undefined) return 'unknown'
  if (kind === 'dash') return dashStreamType(text)
  const variant = firstVariant(text, src)
  if (!variant) return hlsStreamType(text)
  const media = await fetchText(variant)
  return media === undefined ? 'unknown' : hlsStreamType(media)
}
