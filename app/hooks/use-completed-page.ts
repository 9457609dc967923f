// The whole of a page rendered in steps: its first piece is shown at once; the rest is rendered a
// part per task from the first task after that paint, and the outline of the whole arrives once
// it is done (completing it in one task was a task of 2-3 s on a 5 MB page).

import { useEffect, useState } from 'react'
import type { RenderedPage } from '../content/render-page'
import { afterNextPaint } from '../lib/schedule'

/** `page` itself while its rest is pending; the completed page once the rest is rendered. */
export function useCompletedPage(page: RenderedPage): RenderedPage {
  const [completed, setCompleted] = useState<{ of: RenderedPage; page: RenderedPage }>()
  useEffect(() => {
    if (!page.pending()) return
    let timer: number | undefined
    const step = () => {
      if (page.content.prepare()) setCompleted({ of: page, page: page.completed() })
      else timer = window.setTimeout(step)
    }
    const cancelFirst = afterNextPaint(step)
    return () => {
      cancelFirst()
      clearTimeout(timer)
    }
  }, [page])
  if (!page.pending()) return page.completed()
  return completed?.of === page ? completed.page : page
}
