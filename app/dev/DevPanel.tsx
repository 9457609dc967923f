// The dev problems panel: `file:line: severity: message` for the open page, and the site total.

import { useState, useSyncExternalStore } from 'react'
import { DEFAULT_UI_TEXT as text } from '../../manifest/ui/ui-strings'
import { pageProblems, type DevStore } from './dev-store'

/** Where the panel shows: the dev server's pages, or the browser preview of a picked folder. */
export type ProblemsScope = 'dev-server' | 'preview'

/** Props: the dev store and where the panel shows (it words the total for it). */
export interface DevPanelProps {
  store: DevStore
  scope: ProblemsScope
}

/** The line under the list: every problem, and where the author finds the full list. */
function totalLine(count: number, scope: ProblemsScope): string {
  return scope === 'preview'
    ? `${count} in the whole folder (each shows on its page)`
    : `${count} in the whole site (npm run check lists them)`
}

/** Fixed in a corner; collapsible; says so when the page has no problems. */
export function DevPanel({ store, scope }: DevPanelProps) {
  const state = useSyncExternalStore(store.subscribe, store.get)
  const [open, setOpen] = useState(true)
  const mine = pageProblems(state)
  const errors = mine.filter((p) => p.severity === 'error').length
  const label = mine.length
    ? `${text.plural('dev.count', mine.length)} (${text.plural('dev.errors', errors)})`
    : text('dev.none')
  return (
    <aside
      className={`docs-dev-panel${mine.length ? ' has-problems' : ''}`}
      aria-label={text('dev.problems')}
      data-count={mine.length}
    >
      <button type="button" className="docs-dev-toggle" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {mine.length ? '⚠' : '✓'} {label}
      </button>
      {open && mine.length > 0 && (
        <ul className="docs-dev-list">
          {mine.map((p, i) => (
            <li key={i} className={`docs-dev-item is-${p.severity}`}>
              <code>
                {p.file}:{p.line}
              </code>
              : {p.severity}: {p.message}
            </li>
          ))}
        </ul>
      )}
      {open && <div className="docs-dev-site">{totalLine(state.problems.length, scope)}</div>}
    </aside>
  )
}
