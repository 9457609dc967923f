// The whole of a page rendered in steps: its first piece is shown at once, the outline of the
// rest arrives in the task after that first paint.

import { useEffect, useState } from 'react'
import type { RenderedPage } from '../content/render-page'
import { afterNextPaint } from '../lib/schedule'

/** `page` itself while its rest is pending; the completed page from the first task after paint. */
export function useCompletedPage(page: RenderedPage): RenderedPage {
  const [completed, setCompleted] = useState<{ of: RenderedPage; page: RenderedPage }>()
  useEffect(() => {
    if (!page.pending()) return
    return afterNextPaint(() => setCompleted({ of: page, page: page.completed() }))
  }, [page])
  if (!page.pending()) return page.completed()
  return completed?.of === page ? completed.page : page
}
