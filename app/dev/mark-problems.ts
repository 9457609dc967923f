// Puts a visible marker next to each broken link, missing image or foreign asset of the open page.

import { createUrlResolver } from '../../manifest/paths/index'
import type { SiteProblem } from '../../manifest/problems/site-problems'
import { siteIndexFor } from '../lib/site-index'
import { cachedManifest, type DevContext } from './dev-context'
import { pageProblems, type DevStore } from './dev-store'
import { afterNextPaint } from '../dom/schedule'

const MARKER = 'docs-dev-marker'
const FLAGGED = 'docs-dev-problem'
const SOURCES = 'img, iframe, video, audio, source, script, embed, object'

/**
 * Keeps the markers in step with the content: re-marks after every content render (observed on
 * the document) and every problems update. The observer is paused while markers are written so
 * the writes do not trigger another pass.
 */
export function watchProblemMarkers(ctx: DevContext, store: DevStore): void {
  let scheduled = false
  const observer = new MutationObserver(() => schedule())
  const observe = () => observer.observe(document.body, { childList: true, subtree: true })
  // After the frame that shows the new content: the markers never hold back its paint.
  const schedule = () => {
    if (scheduled) return
    scheduled = true
    afterNextPaint(() => {
      scheduled = false
      observer.disconnect()
      markProblems(ctx, pageProblems(store.get()))
      observer.takeRecords()
      observe()
    })
  }
  store.subscribe(schedule)
  observe()
  schedule()
}

/** Removes old markers and adds one per problem whose element is on screen. */
function markProblems(ctx: DevContext, problems: SiteProblem[]): void {
  document.querySelectorAll(`.${MARKER}`).forEach((el) => el.remove())
  document.querySelectorAll(`.${FLAGGED}`).forEach((el) => el.classList.remove(FLAGGED))
  const root = document.querySelector('#main-content .content')
  const manifest = cachedManifest(ctx)
  if (!root || !manifest) return
  const resolveUrl = createUrlResolver(manifest.site, siteIndexFor(manifest).resolver)
  // The page's links and its media, each read once (a page may have many problems).
  let links: (readonly [Element, string | null])[] | undefined
  let media: (readonly [Element, string | null])[] | undefined
  for (const problem of problems) {
    if (!problem.raw) continue
    const use = problem.use ?? 'link'
    const href = resolveUrl(problem.raw, problem.file, use).href
    const candidates =
      use === 'link'
        ? (links ??= Array.from(root.querySelectorAll('a'), (el) => [el, el.getAttribute('href')] as const))
        : (media ??= Array.from(root.querySelectorAll(SOURCES), (el) => [el, el.getAttribute('src')] as const))
    for (const [el, value] of candidates) {
      if (value !== href && value !== problem.raw) continue
      el.classList.add(FLAGGED)
      const marker = document.createElement('span')
      marker.className = `${MARKER} is-${problem.severity}`
      marker.setAttribute('role', 'note')
      marker.title = `${problem.file}:${problem.line}`
      marker.textContent = `⚠ ${problem.message}`
      el.after(marker)
    }
  }
  root.querySelectorAll('.docs-error').forEach((el) => el.classList.add(FLAGGED))
}
