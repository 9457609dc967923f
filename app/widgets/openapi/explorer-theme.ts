// The explorer draws in its own shadow DOM with colours given as attributes: they are read from
// the site's theme variables where the explorer sits, and read again when the reader switches
// between light and dark (the scheme lives in `data-theme` on <html>).

/** RapiDoc's colour attributes, from the site's variables as computed at `el`. */
export function explorerColours(el: HTMLElement): Record<string, string> {
  const style = getComputedStyle(el)
  const read = (name: string) => style.getPropertyValue(name).trim()
  return {
    theme: document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
    'bg-color': read('--c-bg'),
    'text-color': read('--c-text'),
    'primary-color': read('--c-accent'),
  }
}

/** Calls `onChange` whenever the page switches scheme; returns the stopper. */
export function watchColourScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
