// The base path, manifest and site index, for any component under the router.

import { useSuspenseQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { siteIndexFor, type Site } from '../lib/site-index'
import { manifestQueryOptions } from '../page-load/query-options'
import type { UiText } from '../../manifest/ui/ui-strings'
import { uiTextFor } from '../lib/ui-text'
import type { PageSource } from '../page-load/page-query'

/** Reads the loaded manifest (suspends only if it is somehow not cached yet). */
export function useSite(): Site {
  const { base } = useRouter().options.context
  const { data: manifest } = useSuspenseQuery(manifestQueryOptions(base))
  return { base, manifest, index: siteIndexFor(manifest) }
}

/** Where the pages are read from (the router context's page source). */
export function usePageSource(): PageSource {
  return useRouter().options.context.source
}

/** The interface text of the loaded site (defaults with the site config's `strings`). */
export function useUiText(): UiText {
  return uiTextFor(useSite().manifest)
}
