// The folder an author kept open in the preview, remembered in IndexedDB (a directory handle can be
// stored there, its contents are not), so that after a reload the preview offers to open it again
// instead of asking the author to find it in the folder picker once more. One folder per site.

import { openIndexedDb } from '../lib/open-indexed-db'

const DB_NAME = 'runbook-docs-preview'
const STORE = 'kept-folder'

/** Permission to read a remembered folder: asked again after a reload (the browser asks the author). */
type PermissionAsker = { requestPermission?(options: { mode: 'read' }): Promise<PermissionState> }

const open = () => openIndexedDb(DB_NAME, STORE)

/** Runs one request on the store and settles with its result; the database is closed after. */
async function withStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  const db = await open()
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result as T)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

/** Remembers `handle` as the folder kept open for the site at `siteBase`; failures are ignored (private mode). */
export async function rememberKeptFolder(siteBase: string, handle: FileSystemDirectoryHandle): Promise<void> {
  if (typeof indexedDB === 'undefined') return
  await withStore('readwrite', (store) => store.put(handle, siteBase)).catch(() => undefined)
}

/** The folder kept open for the site at `siteBase` before this page was loaded, if any. */
export async function rememberedKeptFolder(siteBase: string): Promise<FileSystemDirectoryHandle | undefined> {
  if (typeof indexedDB === 'undefined') return undefined
  const value = await withStore<unknown>('readonly', (store) => store.get(siteBase)).catch(() => undefined)
  return typeof FileSystemDirectoryHandle !== 'undefined' && value instanceof FileSystemDirectoryHandle
    ? value
    : undefined
}

/**
 * Asks again for permission to read a remembered folder (the browser may ask the author; it must
 * be called from a click); true when it may be read.
 */
export async function mayReadAgain(handle: FileSystemDirectoryHandle): Promise<boolean> {
  const ask = (handle as PermissionAsker).requestPermission
  if (!ask) return true
  try {
    return (await ask.call(handle, { mode: 'read' })) === 'granted'
  } catch {
    return false
  }
}
