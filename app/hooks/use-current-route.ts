// The canonical route of the page currently shown (undefined for unknown paths).

import { useRouterState } from '@tanstack/react-router'
import type { PageEntry } from '../../manifest/types'
import { useSite } from './use-site'

/** Page entry for the resolved location, following the shared path rules. */
export function useCurrentPage(): PageEntry | undefined {
  const { index } = useSite()
  const pathname = useRouterState({
    select: (s) => (s.resolvedLocation ?? s.location).pathname,
  })
  const hit = index.resolver.resolve(pathname)
  return hit ? index.resolver.page(hit.route) : undefined
}
