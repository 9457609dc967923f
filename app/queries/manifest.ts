// The manifest query: fetch `${base}manifest.json` and validate it with the shared guard.

import { queryOptions } from '@tanstack/react-query'
import { parseManifest } from '../../manifest/parse'
import type { Manifest } from '../../manifest/types'
import { takeManifest, takeResponse } from '../first-paint/handoff'
import { ManifestLoadError } from './errors'

/** Fetches and validates the manifest. */
export async function fetchManifest(base: string, signal?: AbortSignal): Promise<Manifest> {
  const url = `${base}manifest.json`
  // Already fetched and validated by the first paint (app/first-paint/handoff.ts).
  const handed = takeManifest(url)
  if (handed) return handed
  let response: Response
  try {
    // The first paint's response when it fetched the manifest; else the same credentials mode as
    // the <link rel=preload crossorigin=anonymous>, so the preload is reused.
    response = await (takeResponse(url) ?? fetch(url, { signal, credentials: 'same-origin', mode: 'cors' }))
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

/** Query options for the manifest; it never goes stale while the app is open. */
export function manifestQueryOptions(base: string) {
  return queryOptions({
    queryKey: ['manifest', base],
    queryFn: ({ signal }) => fetchManifest(base, signal),
    staleTime: Infinity,
    retry: 1,
  })
}
