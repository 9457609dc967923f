// <VidStack/>: a video this site serves plays in plyr (local-player.ts, loaded only then); a video
// hosted elsewhere (YouTube, Vimeo) becomes a card that loads nothing until the reader asks
// (remote-embed.ts), so a page with only such a card does not download the player.

import '../../../lib/app-chunk' // its modules share one chunk (the file says why)
import '../../../lib/shared-chunk' // its modules share one chunk (the file says why)
import { uiTextFor } from '../../../lib/ui-text'
import { addLazyStyle } from '../../../lib/lazy-style'
import type { Unmount, WidgetEnv } from '../widget-env'
import { showRemoteVideo } from './remote-embed'
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
  void import('./local-player').then(({ mountLocalPlayer }) => {
    if (!stopped) unmount = mountLocalPlayer(el, env)
  })
  return () => {
    stopped = true
    unmount?.()
  }
}
