// Mounts the pipeline's `data-widget` placeholders. Each widget's code is its own chunk, loaded
// only when a page holds that widget; a type without a module keeps the placeholder box.

import type { UiText } from '../../manifest/ui/ui-strings'
import type { Unmount, WidgetEnv, WidgetModule } from './widget-env'
import { mountPlaceholders } from './placeholders'

/** Widget type (the placeholder's `data-widget`) → its lazily loaded module. */
const WIDGET_MODULES: Record<string, () => Promise<WidgetModule>> = {
  catalog: () => import('./catalog/mount-catalog'),
  'doc-versions': () => import('./doc-versions/mount-doc-versions'),
  pdf: () => import('./pdf/mount-pdf'),
  video: () => import('./video/mount-video'),
  openapi: () => import('./openapi/mount-openapi'),
}

/** Types mounted by other passes of the enhancer (mount-tabs.ts). */
const MOUNTED_ELSEWHERE = new Set(['tabs', 'code-tabs', 'badge'])

/**
 * Mounts every widget placeholder in `scope`. Modules load in the background; `isStopped` is
 * asked before mounting, so a page left before its widgets arrived mounts nothing. Unmounts are
 * handed to `cleanup`.
 */
export function mountWidgets(
  scope: ParentNode,
  env: WidgetEnv | undefined,
  text: UiText,
  cleanup: (fn: Unmount) => void,
  isStopped: () => boolean,
): void {
  const waiting: HTMLElement[] = []
  for (const el of scope.querySelectorAll<HTMLElement>('[data-widget]')) {
    const type = el.dataset.widget ?? ''
    if (MOUNTED_ELSEWHERE.has(type) || el.dataset.mounted) continue
    const load = WIDGET_MODULES[type]
    if (!env || !load) continue
    el.dataset.mounted = 'loading'
    waiting.push(el)
    load().then(
      (module) => {
        if (isStopped()) return
        try {
          const unmount = module.mount(el, env)
          el.dataset.mounted = 'widget'
          if (unmount) cleanup(unmount)
        } catch (error) {
          console.error(`Widget ${type} failed:`, error)
          showFailure(el, text)
        }
      },
      (error: unknown) => {
        if (isStopped()) return
        console.error(`Widget ${type} could not be loaded:`, error)
        showFailure(el, text)
      },
    )
  }
  // Everything else (unknown components, widgets without a module) gets a named box.
  mountPlaceholders(scope, text)
}

/** A widget that could not start keeps its fallback link inside a named box. */
function showFailure(el: HTMLElement, text: UiText): void {
  delete el.dataset.mounted
  mountPlaceholders(el.parentElement ?? el, text)
}
