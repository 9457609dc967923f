// Copy button on code blocks: copied state for 2000 ms; hidden at ≤ 419 px by CSS.

import type { UiText } from '../../manifest/ui/ui-strings'
import { svgIcon } from '../dom/svg-icon'

/** How long the button shows its copied state. */
const COPIED_MS = 2000

/** How the button's icons are drawn (stroke outlines, as every icon of the site). */
const ICON_STYLE = {
  width: '16',
  height: '16',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
}

/** Shows icon `name` in `button`. */
function showIcon(button: HTMLElement, name: 'copy' | 'check'): void {
  button.replaceChildren(svgIcon(name, ICON_STYLE) ?? '')
}

/** Copies text to the clipboard (execCommand fallback where the async API is missing). */
export async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text)
    return
  }
  // Older browsers and insecure origins: a temporary textarea and execCommand.
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.className = 'visually-hidden'
  document.body.append(area)
  area.select()
  document.execCommand('copy')
  area.remove()
}

/** Adds a copy button to every code block under `scope`; returns a cleanup function. */
export function mountCopyButtons(scope: ParentNode, text: UiText): () => void {
  const timers: number[] = []
  const blocks = Array.from(scope.querySelectorAll<HTMLElement>('.code-block'))
  // Without the pipeline's wrapper, fall back to bare <pre> blocks.
  const targets = blocks.length ? blocks : Array.from(scope.querySelectorAll<HTMLElement>('pre'))
  // One button made, the others copied from it (a long page has thousands of code blocks).
  let model: HTMLButtonElement | undefined
  for (const block of targets) {
    if (block.querySelector(':scope > .copy-code-button')) continue
    if (!model) {
      model = document.createElement('button')
      model.type = 'button'
      model.className = 'copy-code-button'
      model.setAttribute('aria-label', text('code.copy'))
      model.title = text('code.copy')
      showIcon(model, 'copy')
    }
    const button = model.cloneNode(true) as HTMLButtonElement
    button.addEventListener('click', () => {
      const code = block.querySelector('code') ?? block.querySelector('pre') ?? block
      const copied = (code.textContent ?? '').replace(/\n$/, '')
      writeClipboard(copied).then(
        () => {
          button.classList.add('copied')
          button.setAttribute('aria-label', text('code.copied'))
          button.title = text('code.copied')
          showIcon(button, 'check')
          timers.push(
            window.setTimeout(() => {
              button.classList.remove('copied')
              button.setAttribute('aria-label', text('code.copy'))
              button.title = text('code.copy')
              showIcon(button, 'copy')
            }, COPIED_MS),
          )
        },
        () => button.setAttribute('aria-label', text('code.copyFailed')),
      )
    })
    if (block.tagName === 'PRE') block.classList.add('has-copy')
    block.append(button)
  }
  return () => timers.forEach((t) => window.clearTimeout(t))
}
