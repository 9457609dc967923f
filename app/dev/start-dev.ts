// Dev-only entry (loaded when the shell has <meta name="docs-dev">): live content, problems panel, markers.

import { DEV_PREFIX, type DevEvent, type DevProblems } from '../../manifest/dev-protocol'
import { applyContentChange } from './apply-content'
import { cachedManifest, shownFiles, type DevContext } from './dev-context'
import { createDevStore } from './dev-store'
import { showProblems } from './show-problems'
import { warmUpAfterLoad } from './warm-up'

/**
 * Subscribes to `${base}__dev/events`. A `content` event re-renders in place (changes arriving
 * while one is applied are coalesced into one more pass); `reload`, or a `hello` naming another
 * app build, reloads the page. `<html data-docs-dev>` reports the state for tests and the bench:
 * `connected`, then the count of applied updates in `data-docs-dev-updates`.
 */
export function startDev(ctx: DevContext): void {
  const store = createDevStore()
  const root = document.documentElement
  let appBuild: string | undefined
  let running: Promise<void> | undefined
  let again = false
  let updates = 0

  const refreshProblems = async () => {
    const response = await fetch(`${ctx.base}${DEV_PREFIX}problems.json`, { cache: 'no-store' })
    if (response.ok) store.set({ problems: ((await response.json()) as DevProblems).problems })
  }
  const apply = async () => {
    do {
      again = false
      if (!(await applyContentChange(ctx))) return location.reload()
      store.set({ files: shownFiles(ctx) })
      await refreshProblems()
    } while (again)
    root.dataset.docsDevUpdates = String(++updates)
  }
  const onContent = () => {
    if (running) {
      again = true
      return
    }
    running = apply()
      .catch((error: unknown) => console.warn('dev: could not apply the change', error))
      .finally(() => (running = undefined))
  }

  const events = new EventSource(`${ctx.base}${DEV_PREFIX}events`)
  const data = (e: Event) => JSON.parse((e as MessageEvent<string>).data) as DevEvent
  events.addEventListener('hello', (e) => {
    const hello = data(e)
    if (hello.type !== 'hello') return
    if (appBuild !== undefined && hello.appBuild !== appBuild) return location.reload()
    if (appBuild === undefined) warmUpAfterLoad(ctx)
    appBuild = hello.appBuild
    root.dataset.docsDev = 'connected'
    // After a reconnect the content may have moved on while we were away.
    const manifest = cachedManifest(ctx)
    if (manifest && manifest.contentHash !== hello.contentHash) onContent()
    else void refreshProblems().catch(() => undefined)
  })
  events.addEventListener('content', onContent)
  events.addEventListener('reload', () => location.reload())
  events.addEventListener('error', () => (root.dataset.docsDev = 'disconnected'))

  showProblems(ctx, store, 'dev-server')
}
