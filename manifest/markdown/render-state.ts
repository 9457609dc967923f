// Per-render state the plugins share through markdown-it's `env`: never module state, so one renderer serves any number of pages and callers.

import type { Env } from 'markdown-it'
import type { RenderEnv } from './types'

/** Key under which the render state sits in markdown-it's env object. */
const STATE = Symbol('docs.renderState')

/** Everything a render needs besides the tokens; created fresh by each `render()` call. */
export interface RenderState {
  /** The public result data (headings, links, widgets, diagnostics …). */
  env: RenderEnv
  /** File line of the first body line. */
  firstLine: number
  /**
   * Page line of each line of the parsed text after include expansion (index = 0-based parsed
   * line). Undefined while no include changed the line layout.
   */
  lineMap?: number[]
  /** Stack of open tab group kinds (`tabs`, `code-tabs`); `@tab` belongs to the innermost. */
  tabGroups: string[]
  /** Tab groups seen so far in this render, used for unique element ids. */
  tabGroupCount: number
  /**
   * Raw HTML elements open after the tokens seen so far, and whether nesting too deep was reported:
   * kept here, not in the rule, because a long page's tokens are resolved part by part.
   */
  htmlDepth: { open: number; reported: boolean }
  /** Reads the files this render may include (else the renderer's own `readFile`). */
  readFile?: ReadFile
}

/** Reads a docs-root relative file; undefined when it does not exist. */
export type ReadFile = (path: string) => string | undefined

/** Creates the markdown-it env object for one render. */
export function createRenderEnv(env: RenderEnv, firstLine: number, readFile?: ReadFile): Env {
  const state: RenderState = {
    env,
    firstLine,
    tabGroups: [],
    tabGroupCount: 0,
    htmlDepth: { open: 0, reported: false },
    readFile,
  }
  return { [STATE]: state }
}

/** The render state stored by `createRenderEnv`; throws when markdown-it was called directly. */
export function renderState(env: Env | undefined): RenderState {
  const state = env?.[STATE] as RenderState | undefined
  if (!state) throw new Error('docs markdown: render through createMarkdown().render()')
  return state
}

/** Converts a 0-based line of the parsed text (token.map) into a 1-based line of the page file. */
export function pageLine(state: RenderState, parsedLine: number): number {
  const map = state.lineMap
  if (!map) return state.firstLine + parsedLine
  return map[Math.min(parsedLine, map.length - 1)] ?? state.firstLine
}
