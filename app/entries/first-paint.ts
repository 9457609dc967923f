// Entry `first-paint`: shows the page's text before React and the router arrive, then starts the app.
//
// A documentation page's HTML loads this instead of the app's script (tools/publish/index-html.ts) and
// preloads the chunks of the page renderer. On a slow link every byte competes for the same
// bandwidth, so the app's own code (React, the router: over 100 KB) is only requested about when
// the renderer's code is here (app/first-paint/app-start.ts); then the text can show while the app
// downloads. The app is handed the first paint's query cache when it starts (main.tsx's startApp),
// so what the first paint loaded is its cache's first data. Whatever happens to the first paint,
// the app is started: this file imports nothing statically that could fail first.

import { catchEarlyKeys } from '../dom/early-keys'
import { startAppAhead } from '../first-paint/app-start'
import type { AppEntry } from '../first-paint/first-paint-cache'
import type { CacheHandover } from '../page-load/page-cache'

/**
 * A function that fetches the app's chunks together with its entry, instead of one round trip
 * after it, and starts the app with `handover`, the first paint's cache (undefined when the first
 * paint could not start); it does so once, however often called.
 */
function appStarter(handover: Promise<CacheHandover | undefined>): () => void {
  /** `<meta name="docs-app">`: the app's entry script, then the chunks it imports. */
  const [app, ...chunks] = (document.querySelector<HTMLMetaElement>('meta[name="docs-app"]')?.content ?? '')
    .split(' ')
    .filter(Boolean)
  let started = false
  return () => {
    if (started) return
    started = true
    for (const href of chunks) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    // Failures are reported as a <script> tag's would be, never swallowed here.
    if (app) {
      ;(import(app) as Promise<AppEntry>).then(async (entry) => entry.startApp(await handover)).catch(reportError)
    }
  }
}

// Search and page keys pressed from now on are acted on once the app is ready.
catchEarlyKeys()

// The page's text, painted into the first paint's cache, which the app takes over.
const painting = import('../first-paint/paint-page')
  .then(({ startFirstPaint }) => startFirstPaint())
  .catch(() => undefined)
const startApp = appStarter(painting)
// The app is requested a round trip before the first paint's files are all in, when that can be
// told (app-start.ts), else once the first paint's code is in.
try {
  startAppAhead(document, startApp)
} catch {
  // The app starts once the first paint's code is in.
}
void painting.finally(startApp)
