// IndexedDB cache of the downloaded search files, keyed by the index content hash (one entry kept).

const DB_NAME = 'runbook-docs-search'
const STORE = 'files'
const KEY = 'current'

/** What is cached: the parsed JSON texts of shards and tails for one index hash. */
export interface CachedIndex {
  hash: string
  shards: string[]
  tails?: string[]
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** The cached files for `hash`, or undefined (other hash, no IndexedDB, private mode…). */
export async function readCachedIndex(hash: string): Promise<CachedIndex | undefined> {
  if (typeof indexedDB === 'undefined') return undefined
  try {
    const db = await open()
    const value = await new Promise<unknown>((resolve, reject) => {
      const request = db.transaction(STORE).objectStore(STORE).get(KEY)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    db.close()
    const cached = value as CachedIndex | undefined
    return cached?.hash === hash && Array.isArray(cached.shards) ? cached : undefined
  } catch {
    return undefined
  }
}

/** Replaces the cached entry; failures are ignored (the cache is an optimisation). */
export async function writeCachedIndex(value: CachedIndex): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    const db = await open()
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite')
      tx.objectStore(STORE).put(value, KEY)
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  } catch {
    // Quota or private mode: the HTTP cache still helps.
  }
}
