// The explorer draws in its own shadow DOM with colours given as attributes: they are read from
// the site's theme variables where the explorer sits, and read again when the reader switches
// between light and dark (the scheme lives in `data-theme` on <html>).

/** RapiDoc's colour attributes, from the site's variables as computed at `el`. */
export function explorerColours(el: HTMLElement): Record<string, string> {
  const style = getComputedStyle(el)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  const dark = document.documentElement.dataset.theme === 'dark'
  return {
    theme: dark ? 'dark' : 'light',
    'bg-color': read('--c-bg', dark ? '#14181d' : '#ffffff'),
    'text-color': read('--c-text', dark ? '#dfe4ea' : '#1f2933'),
    'primary-color': read('--c-accent', dark ? '#3cc4b4' : '#08756d'),
    'nav-bg-color': read('--c-bg-soft', dark ? '#1b2027' : '#f6f8fa'),
    'nav-text-color': read('--c-text', dark ? '#dfe4ea' : '#1f2933'),
    'nav-hover-bg-color': read('--c-bg-mute', dark ? '#232a33' : '#eef1f4'),
    'nav-accent-color': read('--c-accent', dark ? '#3cc4b4' : '#08756d'),
  }
}

/** Calls `onChange` whenever the page switches scheme; returns the stopper. */
export function watchColourScheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
  return () => observer.disconnect()
}
