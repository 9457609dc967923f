// Observable offline state (worker registration, waiting update, newer content) for React and plain code.

/** What the offline UI shows. */
export interface OfflineStatus {
  /** A service worker is registered for the site (production build, browser support). */
  registered: boolean
  /** This page is controlled by the worker, so downloads land in its caches. */
  controlled: boolean
  /** A new app shell is installed and waits for the reader to reload. */
  waiting: boolean
  /** contentHash of a newer manifest on the server, once one was seen. */
  latestHash?: string
}

let status: OfflineStatus = { registered: false, controlled: false, waiting: false }
const listeners = new Set<() => void>()

/** Current status (stable object between changes, as useSyncExternalStore needs). */
export function getOfflineStatus(): OfflineStatus {
  return status
}

/** Merges a change and tells the subscribers. */
export function updateOfflineStatus(change: Partial<OfflineStatus>): void {
  const next = { ...status, ...change }
  const same = (Object.keys(next) as (keyof OfflineStatus)[]).every((k) => next[k] === status[k])
  if (same) return
  status = next
  for (const listener of listeners) listener()
}

/** Subscribes to changes; returns the unsubscribe function. */
export function subscribeOfflineStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
