// The toggle of collapsed code blocks (the pipeline marks them `data-collapsed`): "Show all N
// lines" / "Collapse". The copy button copies the whole block either way.

import type { UiText } from '../../manifest/ui/ui-strings'

let nextId = 0

/** Adds the toggle to every collapsed code block under `scope`. */
export function mountCodeCollapse(scope: ParentNode, text: UiText): void {
  for (const block of scope.querySelectorAll<HTMLElement>('.code-block[data-collapsed]')) {
    if (block.querySelector(':scope > .code-collapse-toggle')) continue
    const pre = block.querySelector<HTMLElement>(':scope > pre')
    if (!pre) continue
    pre.id ||= `code-collapsed-${++nextId}`
    const lines = block.dataset.lines ?? ''
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'code-collapse-toggle'
    button.setAttribute('aria-controls', pre.id)
    const show = (expanded: boolean) => {
      block.classList.toggle('is-expanded', expanded)
      button.setAttribute('aria-expanded', String(expanded))
      button.textContent = expanded ? text('code.collapse') : text('code.showAll', { lines })
    }
    show(false)
    button.addEventListener('click', () => {
      const expanded = !block.classList.contains('is-expanded')
      show(expanded)
      // Collapsing from far below would leave the reader past the block: bring its top back.
      if (!expanded && block.getBoundingClientRect().top < 0) block.scrollIntoView({ block: 'start' })
    })
    block.append(button)
  }
}
