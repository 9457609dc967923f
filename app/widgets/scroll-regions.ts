// Code blocks and tables scroll sideways when they are wider than the column: they take focus so
// keyboard users can scroll them too (arrow keys), with a name saying what they are.

import type { UiText } from '../../manifest/ui/ui-strings'

/** Makes every code block and table under `scope` reachable with Tab. */
export function mountScrollRegions(scope: ParentNode, text: UiText): void {
  // Widgets make their own regions (looked for only where the scope has a widget at all).
  const widgets = scope.querySelector('.docs-widget') !== null
  for (const el of scope.querySelectorAll<HTMLElement>('pre, table')) {
    if (el.hasAttribute('tabindex') || (widgets && el.closest('.docs-widget'))) continue
    el.tabIndex = 0
    if (el.tagName === 'PRE') {
      const lang = el.closest<HTMLElement>('.code-block')?.dataset.lang
      el.setAttribute('role', 'region')
      el.setAttribute('aria-label', lang ? text('code.regionLang', { lang }) : text('code.region'))
    }
  }
}
