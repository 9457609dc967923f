// What the explorer draws poorly in this site, mended inside its shadow DOM: the line under the
// title ("License: MIT") is pulled 15 px left, past the panel's border, to hide a separator it
// does not draw before the first item; an operation's summary is shown beside its path only in a
// panel 1024 px wide or more (the content column is narrower); and an operation without
// parameters or a request body shows an empty REQUEST block when "try it" is off. The summary
// takes the text colour: the explorer's lighter one fails contrast on an opened operation's head.

/** The request panel RapiDoc renders per operation, as far as this module reads it. */
interface RequestPanel extends HTMLElement {
  parameters?: unknown[]
  request_body?: unknown
}

/** Styles added to the explorer's own (its shadow root's). */
const FIXES = `
#api-info { margin-left: 0; }
.endpoint-head .descr {
  display: block;
  flex: 1 1 12rem;
  min-width: 0;
  margin-left: 12px;
  word-break: normal;
  overflow-wrap: anywhere;
  color: var(--fg);
}
`

/** Mends the explorer once it has rendered; returns the stopper of the watch on opened operations. */
export function tidyExplorer(explorer: HTMLElement): () => void {
  const root = explorer.shadowRoot
  if (!root) return () => {}
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(FIXES)
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  const tryItOn = explorer.getAttribute('allow-try') === 'true'
  const hideEmptyRequests = () => {
    for (const panel of root.querySelectorAll<RequestPanel>('api-request')) {
      const empty = !tryItOn && !panel.parameters?.length && !panel.request_body
      const display = empty ? 'none' : ''
      if (panel.style.display !== display) panel.style.display = display
    }
  }
  // Operations render their panels as they are opened.
  const observer = new MutationObserver(hideEmptyRequests)
  observer.observe(root, { childList: true, subtree: true })
  hideEmptyRequests()
  return () => observer.disconnect()
}
