// The search the launcher hands its dialog, when the page gives one: the browser preview searches
// the folder it shows (app/preview/), not the site's index. Without a provider, the site's search.

import { createContext } from 'react'
import type { SiteSearch } from './types'

/** A search in place of the site's (index.ts's facade); undefined: the site's own. */
export const SiteSearchContext = createContext<SiteSearch | undefined>(undefined)
