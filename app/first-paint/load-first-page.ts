// The first paint's data: manifest, the page the address names, and its markdown with includes.

import { parseManifest } from '../../manifest/parse'
import type { Manifest, PageEntry } from '../../manifest/types'
import { inAppPath } from '../lib/base-path'
import { siteIndexFor } from '../lib/site-index'
import { sourceUrl } from '../../manifest/paths'
import { fetchForHandoff, hasAppStarted, keepManifest } from './handoff'

/** A page ready to render: its entry and its files by docs-root relative path. */
export interface FirstPage {
  manifest: Manifest
  entry: PageEntry
  files: Map<string, string>
}

/**
 * Loads what the page route's loader would load for `href`, through the handoff. Undefined when
 * the app would not show a documentation page there as is: unknown routes, other URL forms and
 * redirects (the app redirects them), the home layout, or any failed request.
 */
export async function loadFirstPage(href: string, origin: string, base: string): Promise<FirstPage | undefined> {
  const asked = inAppPath(href, origin, base)
  if (!asked) return undefined
  const manifestUrl = `${base}manifest.json`
  const manifestResponse = await fetchForHandoff(manifestUrl)
  if (!manifestResponse.ok) return undefined
  const manifest = parseManifest(await manifestResponse.json())
  keepManifest(manifestUrl, manifest)
  const { resolver } = siteIndexFor(manifest)
  const hit = resolver.resolve(asked.path)
  const entry = hit && resolver.page(hit.route)
  if (!hit || !entry || entry.home || hit.redirected || !sameRoute(hit.route, asked.path)) return undefined
  // An app that booted meanwhile fetches the page itself; fetching it here too would download it twice.
  if (hasAppStarted()) return undefined
  const paths = [entry.file, ...(entry.includes ?? [])]
  const responses = await Promise.all(paths.map((file) => fetchForHandoff(sourceUrl(base, file))))
  if (responses.some((r) => !r.ok)) return undefined
  const texts = await Promise.all(responses.map((r) => r.text()))
  return { manifest, entry, files: new Map(paths.map((file, i) => [file, texts[i]!])) }
}

/** The route the address names, compared as the router does (percent-decoded). */
function sameRoute(route: string, path: string): boolean {
  if (route === path) return true
  try {
    return route === decodeURI(path)
  } catch {
    return false
  }
}
