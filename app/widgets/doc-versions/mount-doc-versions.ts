// `<DocVersions/>`: every documentation version from the site config's `versions` list, the one
// this site is marked; a version's link opens that version's documentation.

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import { addLazyStyle } from '../../dom/lazy-style'
import type { WidgetEnv } from '../widget-env'
import { versionHref } from '../../lib/versions'
import { uiTextFor } from '../../lib/ui-text'
import css from './doc-versions.css' with { type: 'text' }

/** Fills the placeholder with the list of versions. */
export function mount(el: HTMLElement, env: WidgetEnv): void {
  addLazyStyle('doc-versions', css)
  const text = uiTextFor(env.manifest)
  const { versions } = env.manifest.site
  const box = document.createElement('nav')
  box.className = 'doc-versions'
  box.setAttribute('aria-label', text('versions.list'))
  if (!versions.length) {
    const p = document.createElement('p')
    p.textContent = text('versions.none')
    box.append(p)
    el.replaceChildren(box)
    return
  }
  const ul = document.createElement('ul')
  ul.className = 'doc-versions-list'
  for (const version of versions) {
    const li = document.createElement('li')
    // A version built into this folder is linked at its own base (its home).
    const href = version.base ?? versionHref(version.link, env.base)
    const label = version.current ? text('versions.current', { version: version.text }) : version.text
    if (href) {
      const a = document.createElement('a')
      a.href = href
      a.textContent = label
      if (version.current) a.setAttribute('aria-current', 'page')
      li.append(a)
    } else {
      li.textContent = label
    }
    ul.append(li)
  }
  box.append(ul)
  el.replaceChildren(box)
}
