// Optional analytics: loads the tag script from our bundle (no inline script) and sends '404_error'.

/** The conventional gtag loader; the tag id is appended as `?id=`. */
const TAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
/** Event name the 404 view sends. */
const NOT_FOUND_EVENT = '404_error'

interface AnalyticsWindow {
  dataLayer?: unknown[]
}

let state: 'unknown' | 'off' | 'on' = 'unknown'
let appName = ''
/** Screen names of 404 views seen before startAnalytics (child effects run before the layout's). */
let pending: string[] = []

/** gtag() as the tag script expects it: it reads `arguments` objects from dataLayer, not arrays. */
function gtag(..._args: unknown[]): void {
  const w = window as unknown as AnalyticsWindow
  w.dataLayer = w.dataLayer ?? []
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments)
}

/**
 * Starts analytics for the site once its manifest is loaded. Without `analyticsId` nothing is
 * requested and queued events are dropped. Idempotent; the site title is the app name sent with events.
 * @example startAnalytics({ analyticsId: 'G-XXXX', title: 'Runbook Docs' })
 */
export function startAnalytics(site: { analyticsId?: string; title: string }): void {
  if (state !== 'unknown') return
  const id = site.analyticsId?.trim()
  if (!id) {
    state = 'off'
    pending = []
    return
  }
  state = 'on'
  appName = site.title || 'docs'
  gtag('js', new Date())
  gtag('config', id)
  const script = document.createElement('script')
  script.async = true
  script.src = `${TAG_SCRIPT_URL}?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
  for (const screenName of pending) send404(screenName)
  pending = []
}

/**
 * Sends the '404_error' event with the app name and the screen name (the unknown path).
 * Safe to call before startAnalytics (the event waits) and when analytics is off (dropped).
 */
export function track404(screenName: string): void {
  if (state === 'on') send404(screenName)
  else if (state === 'unknown') pending.push(screenName)
}

function send404(screenName: string): void {
  gtag('event', NOT_FOUND_EVENT, { app_name: appName, screen_name: screenName })
}
