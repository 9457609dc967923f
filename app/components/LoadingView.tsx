// Shown while the manifest or a slow page is loading.

import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { DEFAULT_UI_TEXT } from '../../manifest/ui/ui-strings'
import type { Manifest } from '../../manifest/types'
import { uiTextFor } from '../lib/ui-text'
import { manifestQueryOptions } from '../page-load/query-options'

/** A quiet loading placeholder, in the site's words once its manifest is there. */
export function LoadingView() {
  const { base } = useRouter().options.context
  const manifest = useQueryClient().getQueryData<Manifest>(manifestQueryOptions(base).queryKey)
  const text = manifest ? uiTextFor(manifest) : DEFAULT_UI_TEXT
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {text('loading.page')}
    </div>
  )
}
