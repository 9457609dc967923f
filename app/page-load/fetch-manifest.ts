// The manifest's fetcher and query key, apart from the query options so the first paint can
// use them without the query library.

import { parseManifest } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'
import { ManifestLoadError } from './errors'

/** Fetches and validates the manifest (or another file of its form under the base: a navigation shard). */
export async function fetchManifest(base: string, signal?: AbortSignal, file = 'manifest.json'): Promise<Manifest> {
  const url = `${base}${file}`
  let response: Response
  try {
    // The same credentials mode as the <link rel=preload crossorigin=anonymous>, so the preload is used.
    response = await fetch(url, { signal, credentials: 'same-origin', mode: 'cors' })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ManifestLoadError(`Could not reach ${url}`)
  }
  if (!response.ok) {
    throw new ManifestLoadError(`Loading ${url} failed with HTTP ${response.status}`)
  }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    throw new ManifestLoadError(`${url} is not valid JSON`)
  }
  try {
    return parseManifest(json)
  } catch (error) {
    throw new ManifestLoadError(`${url} is invalid: ${(error as Error).message}`)
  }
}

/** The manifest query's key (the first paint seeds the app's cache under it). */
export function manifestKey(base: string) {
  return ['manifest', base] as const
}
