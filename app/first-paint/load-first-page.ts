// The first paint's data: the manifest, the page the address names, and its body rendered, each
// loaded by the app's own fetchers and kept for the app (first-paint-queries.ts).

import type { Manifest } from '../../manifest/types'
import { completePage, renderBody, type RenderedBody } from '../content/render-page'
import { inAppPath } from '../lib/base-path'
import { resolvePage } from '../lib/resolve-page'
import { fetchManifest, manifestKey } from '../queries/fetch-manifest'
import { fetchPageSources, pageKey } from '../queries/fetch-page'
import { appHasTakenOver, keepForApp } from './first-paint-queries'

/** A page ready to paint: the site and the page's rendered body. */
interface FirstPage {
  manifest: Manifest
  body: RenderedBody
}

/**
 * Loads what the page route's loader would load for `href`. Undefined when the app would not
 * show a documentation page there as is (unknown routes, other URL forms and redirects, which the
 * app redirects, and the home layout), or when the app has taken over meanwhile.
 */
export async function loadFirstPage(href: string, origin: string, base: string): Promise<FirstPage | undefined> {
  const asked = inAppPath(href, origin, base)
  if (!asked || appHasTakenOver()) return undefined
  const loading = fetchManifest(base)
  keepForApp(manifestKey(base), loading)
  const manifest = await loading
  const resolved = resolvePage(manifest, asked.path)
  if (resolved.kind !== 'page' || resolved.entry.home) return undefined
  // An app that took over meanwhile fetches the page itself; fetching it here too would download it twice.
  if (appHasTakenOver()) return undefined
  const { entry } = resolved
  const body = fetchPageSources(base, entry).then((files) => renderBody(manifest, entry, files))
  keepForApp(pageKey(entry), body.then(completePage))
  return { manifest, body: await body }
}
