// <VidStack/>: a video this site serves plays in plyr (local-player.ts, loaded only then); a video
// hosted elsewhere (YouTube, Vimeo) becomes a card that loads nothing until the reader asks
// (remote-embed.ts), so a page with only such a card does not download the player. So does a
// video or audio file, a poster or a text track on another host (foreign-media.ts).

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import { uiTextFor } from '../../lib/ui-text'
import { addLazyStyle } from '../../dom/lazy-style'
import type { Unmount, WidgetEnv } from '../widget-env'
import { showRemoteVideo } from './remote-embed'
import { foreignMediaOf, showForeignMedia } from '../foreign-media'
import css from './video.css' with { type: 'text' }

/** Mounts the player or the remote card into the placeholder. */
export function mount(el: HTMLElement, env: WidgetEnv): Unmount | void {
  addLazyStyle('video', css)
  if (el.dataset.provider) {
    showRemoteVideo(el, uiTextFor(env.manifest), env.manifest.site.hosting === 'air-gapped')
    return
  }
  let unmount: Unmount | undefined
  let stopped = false
  const play = () =>
    void import('./local-player').then(({ mountLocalPlayer }) => {
      if (!stopped) unmount = mountLocalPlayer(el, env)
    })
  const data = el.dataset
  const sources = [data.src, ...listedAddresses(data.sources)]
  const audio = sources.some((src) => AUDIO_FILE.test(src ?? '')) || /^audio\//i.test(data.type ?? '')
  const foreign = foreignMediaOf(
    audio ? 'audio' : 'video',
    [...sources, data.poster, ...listedAddresses(data.tracks)],
    data.title,
  )
  if (foreign) showForeignMedia(el, foreign, uiTextFor(env.manifest), env.manifest, play)
  else play()
  return () => {
    stopped = true
    unmount?.()
  }
}

/** A file of sound only, by its extension. */
const AUDIO_FILE = /\.(?:mp3|m4a|aac|oga|ogg|opus|wav|flac)(?:[?#]|$)/i

/** The `src` of each entry of a JSON list of sources or tracks (the player reads them so). */
function listedAddresses(json: string | undefined): string[] {
  if (!json) return []
  try {
    const value: unknown = JSON.parse(json)
    if (!Array.isArray(value)) return []
    return value.flatMap((entry: unknown) =>
      entry && typeof entry === 'object' && typeof (entry as { src?: unknown }).src === 'string'
        ? [(entry as { src: string }).src]
        : [],
    )
  } catch {
    return []
  }
}
