// What the first paint fetched and parsed, handed over once to the app, so nothing is done twice.

import type { Manifest } from '../../manifest/types'

/**
 * Responses by URL, kept unread for the app. `manifest.json` and the markdown are served with
 * `no-cache`, and the `<link rel=preload>` is consumed by the first matching fetch: without this
 * handoff the app would download them a second time over the same slow link.
 */
const responses = new Map<string, Promise<Response>>()
/** The manifest the first paint parsed (with the shared guard), by URL. */
const manifests = new Map<string, Manifest>()
let appStarted = false

/** Set on the first paint's content when it shows only the first piece of a long page (the app adds the rest). */
export const FIRST_PIECE_ATTR = 'data-first-piece'

/** Called by the app at boot: a first paint that has not fetched the page by then leaves it alone. */
export function markAppStarted(): void {
  appStarted = true
}

/** True once the app has booted. */
export function hasAppStarted(): boolean {
  return appStarted
}

/**
 * Fetches `url` for the first paint (same mode and credentials as the preloads and the app's
 * fetchers, so the preloaded response is used) and keeps the response for the app's first fetch of
 * that URL. Returns a clone; a failed request is not kept, so the app fetches it itself.
 */
export async function fetchForHandoff(url: string): Promise<Response> {
  const response = fetch(url, { credentials: 'same-origin', mode: 'cors' })
  responses.set(url, response)
  response.catch(() => responses.delete(url))
  return (await response).clone()
}

/** The response the first paint fetched for `url`, once; undefined when there is none. */
export function takeResponse(url: string): Promise<Response> | undefined {
  const response = responses.get(url)
  responses.delete(url)
  return response
}

/**
 * Keeps the manifest parsed from `url`: the app then reuses the object itself, and with it the
 * site index and the markdown renderer built for it (memoised per manifest object).
 */
export function keepManifest(url: string, manifest: Manifest): void {
  manifests.set(url, manifest)
}

/** The manifest the first paint parsed from `url` (its response is dropped too), once. */
export function takeManifest(url: string): Manifest | undefined {
  const manifest = manifests.get(url)
  manifests.delete(url)
  if (manifest) responses.delete(url)
  return manifest
}

/** Drops what the app did not take; called once the app has loaded its first route. */
export function clearHandoff(): void {
  responses.clear()
  manifests.clear()
}
