// Opens one of the site's IndexedDB databases (version 1, one object store without key paths),
// creating the store on first use. The search cache and the preview's kept folder each have one.

/** Opens database `name` with its single object store `store`. */
export function openIndexedDb(name: string, store: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(store)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}
