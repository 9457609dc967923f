// The dev app's little store: every problem of the site and the files of the page on screen.

import type { SiteProblem } from '../../manifest/problems/site-problems'

/** What the problems panel and the markers read. */
export interface DevState {
  /** Every problem of the site (as `npm run check` lists them). */
  problems: SiteProblem[]
  /** The open page's file and the files it includes; empty off a page. */
  files: string[]
}

/** A minimal external store for useSyncExternalStore. */
export interface DevStore {
  get(): DevState
  set(patch: Partial<DevState>): void
  subscribe(listener: () => void): () => void
}

/** Creates an empty store. */
export function createDevStore(): DevStore {
  let state: DevState = { problems: [], files: [] }
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch }
      listeners.forEach((l) => l())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Problems of the open page (its file and includes) plus site config problems. */
export function pageProblems(state: DevState): SiteProblem[] {
  const files = new Set(state.files)
  return state.problems.filter((p) => files.has(p.file) || p.code === 'config')
}
