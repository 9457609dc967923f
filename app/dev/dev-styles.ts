// Styles of the dev panel and markers, injected by the dev module (esbuild does not load CSS of lazy chunks).

const CSS = `
.docs-dev-panel { position: fixed; right: 1rem; bottom: 4.5rem; z-index: 60; max-width: min(32rem, calc(100vw - 2rem));
  max-height: 40vh; overflow: auto; border: 1px solid var(--c-border); border-radius: var(--radius);
  background: var(--c-bg-elevated); box-shadow: var(--c-shadow); font-size: 0.8rem; color: var(--c-text); }
.docs-dev-panel.has-problems { border-color: var(--c-danger); }
.docs-dev-toggle { display: block; width: 100%; padding: 0.35rem 0.7rem; border: 0; background: none;
  color: inherit; font: inherit; font-weight: 600; text-align: left; cursor: pointer; }
.docs-dev-panel.has-problems .docs-dev-toggle { color: var(--c-danger); }
.docs-dev-list { margin: 0; padding: 0 0.7rem 0.3rem 1.6rem; }
.docs-dev-item { margin: 0.2rem 0; }
.docs-dev-item.is-warning { color: var(--c-warning); }
.docs-dev-item code { font-family: var(--font-mono); }
.docs-dev-site { padding: 0.2rem 0.7rem 0.4rem; color: var(--c-text-mute); }
.docs-dev-problem { outline: 2px dashed var(--c-danger); outline-offset: 2px; }
.docs-dev-marker { display: inline-block; margin: 0 0.3rem; padding: 0 0.35rem; border-radius: 4px;
  background: var(--c-danger-bg); color: var(--c-danger); font-size: 0.75rem; font-weight: 600; }
.docs-dev-marker.is-warning { background: var(--c-warning-bg); color: var(--c-warning); }
`

/** Adds the dev stylesheet to the document once. */
export function injectDevStyles(): void {
  if (document.getElementById('docs-dev-styles')) return
  const style = document.createElement('style')
  style.id = 'docs-dev-styles'
  style.textContent = CSS
  document.head.append(style)
}
