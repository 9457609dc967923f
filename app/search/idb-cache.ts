// IndexedDB cache of the downloaded search files, keyed by the index content hash (one entry kept):
// each file (term part, outline, shard, tail) is added as it arrives.

import { openIndexedDb } from '../lib/open-indexed-db'

const DB_NAME = 'runbook-docs-search'
const STORE = 'files'
const KEY = 'current'

/** What is cached: the texts of the search files fetched so far for one index hash, by file name. */
export interface CachedIndex {
  hash: string
  files: Record<string, string>
}

const open = () => openIndexedDb(DB_NAME, STORE)

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
    return isCachedIndex(value) && value.hash === hash ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Adds one file to the entry for `hash` (an entry for another hash is replaced); failures are
 * ignored (the cache is an optimisation).
 */
export async function writeCachedFile(hash: string, name: string, text: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  try {
    const db = await open()
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(STORE, 'readwrite')
      const store = tx.objectStore(STORE)
      // Read and written in one transaction, so files arriving together do not drop each other.
      const request = store.get(KEY)
      request.onsuccess = () => {
        const entry =
          isCachedIndex(request.result) && request.result.hash === hash ? request.result : { hash, files: {} }
        entry.files[name] = text
        store.put(entry, KEY)
      }
      tx.oncomplete = () => resolve()
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  } catch {
    // Quota or private mode: the HTTP cache still helps.
  }
}

function isCachedIndex(value: unknown): value is CachedIndex {
  const v = value as CachedIndex | null
  return typeof v === 'object' && v !== null && typeof v.hash === 'string' && typeof v.files === 'object'
}
