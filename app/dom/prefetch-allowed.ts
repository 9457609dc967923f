// Whether the app may fetch ahead of the reader (links in view, search before its first use): not
// when the reader asked to save data or the connection is very slow.

/** What the app reads of `navigator.connection` (Network Information API, not in every browser). */
export interface NetworkInformationLike {
  saveData?: boolean
  effectiveType?: string
}

/** False when the reader saves data or the connection is very slow. */
export function prefetchAllowed(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g'
}

/** This browser's connection, when it tells. */
export function readerConnection(): NetworkInformationLike | undefined {
  return (navigator as { connection?: NetworkInformationLike }).connection
}
