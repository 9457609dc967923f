// Notices a new deployment while the page is open: a manifest with another contentHash, or a new sw.js.

import { checkForWorkerUpdate } from './register'
import { updateOfflineStatus } from './offline-status'

/** How often an open page looks for a new deployment. */
const UPDATE_CHECK_INTERVAL = 10 * 60_000

/**
 * Fetches the manifest past every cache and records its contentHash when it differs from
 * `loadedHash`. Returns the server's hash (undefined when offline or invalid).
 */
async function checkForContentUpdate(base: string, loadedHash: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}manifest.json`, { cache: 'no-store' })
    if (!response.ok) return undefined
    const data = (await response.json()) as { contentHash?: unknown }
    if (typeof data.contentHash !== 'string') return undefined
    if (data.contentHash !== loadedHash) {
      updateOfflineStatus({ latestHash: data.contentHash })
    }
    return data.contentHash
  } catch {
    return undefined
  }
}

/**
 * Checks when the tab becomes visible again, when the browser comes back online, and every
 * UPDATE_CHECK_INTERVAL. Returns the stop function.
 */
export function startUpdateChecks(base: string, loadedHash: string): () => void {
  const check = () => {
    if (document.visibilityState === 'hidden' || !navigator.onLine) return
    void checkForContentUpdate(base, loadedHash)
    void checkForWorkerUpdate()
  }
  document.addEventListener('visibilitychange', check)
  window.addEventListener('online', check)
  const timer = window.setInterval(check, UPDATE_CHECK_INTERVAL)
  return () => {
    document.removeEventListener('visibilitychange', check)
    window.removeEventListener('online', check)
    window.clearInterval(timer)
  }
}
