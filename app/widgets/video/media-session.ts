// The system's media controls (lock screen, keyboard media keys) drive the playing video: play,
// pause, seek back and forward (10 s unless the system says otherwise) and seek to a time.

/** Seconds a seek back or forward moves. */
export const SEEK_STEP_S = 10

/** A volume within what media elements accept. */
export function clampVolume(volume: number): number {
  return Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 1
}

/** Hands the media session to `video` while it plays; returns the uninstaller. */
export function bindMediaSession(video: HTMLVideoElement, title: string): () => void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
  if (!session) return () => {}
  const take = () => {
    if (title && typeof MediaMetadata === 'function') session.metadata = new MediaMetadata({ title })
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler) => {
      try {
        session.setActionHandler(action, handler)
      } catch {
        // An action this browser does not know.
      }
    }
    set('play', () => void video.play())
    set('pause', () => video.pause())
    set('seekbackward', (details) => {
      video.currentTime = Math.max(0, video.currentTime - (details.seekOffset ?? SEEK_STEP_S))
    })
    set('seekforward', (details) => {
      const end = Number.isFinite(video.duration) ? video.duration : Infinity
      video.currentTime = Math.min(end, video.currentTime + (details.seekOffset ?? SEEK_STEP_S))
    })
    set('seekto', (details) => {
      if (details.seekTime !== undefined) video.currentTime = details.seekTime
    })
  }
  video.addEventListener('play', take)
  return () => video.removeEventListener('play', take)
}
