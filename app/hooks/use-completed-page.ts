// The whole of a page rendered in steps: its first piece is shown at once; the rest is rendered a
// part per task from the first task after that paint, and the outline of the whole arrives once
// it is done (completing it in one task was a task of 2-3 s on a 5 MB page).

import { useEffect, useState } from 'react'
import type { RenderedPage } from '../page-load/render/rendered-page'
import { afterNextPaint } from '../dom/schedule'

/** `page` itself while its rest is pending; the completed page once the rest is rendered. */
export function useCompletedPage(page: RenderedPage): RenderedPage {
  const [completed, setCompleted] = useState<{ of: RenderedPage; page: RenderedPage }>()
  useEffect(() => {
    if (!page.pending()) return
    let timer: number | undefined
    let stopped = false
    const step = () => {
      if (stopped) return
      let ready: boolean
      try {
        ready = page.content.prepare()
      } catch {
        return // the rest could not be had: the page stays as it is (its content says so)
      }
      if (ready) return setCompleted({ of: page, page: page.completed() })
      // The rest is a download away (a page shown from its head): the next step once it is here.
      const arriving = page.content.arrival?.()
      if (arriving) void arriving.then(step)
      else timer = window.setTimeout(step)
    }
    const cancelFirst = afterNextPaint(step)
    return () => {
      stopped = true
      cancelFirst()
      clearTimeout(timer)
    }
  }, [page])
  if (!page.pending()) return page.completed()
  return completed?.of === page ? completed.page : page
}
