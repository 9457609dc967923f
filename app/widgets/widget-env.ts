// What a mounted widget may know about the site: the base path, the manifest and the shown route.

import type { Site } from '../lib/site-index'

/** The site around a widget, as the page that holds it sees it. */
export interface WidgetEnv extends Site {
  /** Route of the page the widget sits on (`/manual/jobs/`). */
  route: string
}

/** Undoes what a mount did: listeners, timers, players. */
export type Unmount = () => void

/** A widget module: mounts one placeholder element. */
export interface WidgetModule {
  mount(el: HTMLElement, env: WidgetEnv): Unmount | void
}
