// The preview's bar: the folder input (`webkitdirectory`), and where the browser has
// `showDirectoryPicker` a second button that keeps the folder open for live updates; then what is
// shown and how long it took. Plain DOM above the app (it is there before any page is).

import { filesOfList, type FolderFile } from './read-folder'

/** What the bar reports. */
export interface PickerEvents {
  /** A folder was picked with the input: its files, and its name. */
  picked(files: FolderFile[], name: string): void
  /** A folder was picked to be kept open. */
  kept(handle: FileSystemDirectoryHandle): void
}

/** The bar, with a line for what it is doing. */
export interface Picker {
  status(text: string): void
  /** Folds the introduction away once a folder is shown. */
  showing(): void
  /**
   * Offers to open again the folder kept before this page was loaded (a button named after it);
   * `reopen` runs on its click and says whether the folder could be opened (else the button stays).
   */
  offerReopen(name: string, reopen: () => Promise<boolean>): void
}

/** The folder picker of the File System Access API, where the browser has it. */
type DirectoryPicker = (options?: { mode?: 'read' | 'readwrite' }) => Promise<FileSystemDirectoryHandle>

/** Builds the bar into `host`. */
export function mountPicker(host: HTMLElement, events: PickerEvents): Picker {
  host.className = 'docs-preview'
  host.setAttribute('aria-label', 'Preview a local folder')
  const intro = element('p', 'docs-preview-intro')
  intro.append(
    element('strong', '', 'Preview a local folder. '),
    element(
      'span',
      '',
      'Choose your docs folder: its pages are built here, in your browser, and shown in this site’s layout with their problems marked. Nothing is uploaded.',
    ),
  )
  const label = element('label', 'docs-preview-button', 'Choose a folder')
  const input = document.createElement('input')
  input.type = 'file'
  input.webkitdirectory = true
  input.multiple = true
  input.className = 'docs-preview-input'
  input.addEventListener('change', () => {
    const list = [...(input.files ?? [])]
    const first = list[0]?.webkitRelativePath ?? ''
    if (list.length) events.picked(filesOfList(list), first.slice(0, first.indexOf('/')) || 'folder')
  })
  label.append(input)
  const actions = element('div', 'docs-preview-actions')
  actions.append(label)
  const showDirectoryPicker = (window as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker
  if (showDirectoryPicker) {
    const keep = element('button', 'docs-preview-button', 'Keep a folder open (live updates)')
    keep.setAttribute('type', 'button')
    keep.addEventListener('click', () => {
      showDirectoryPicker.call(window, { mode: 'read' }).then(events.kept, () => undefined)
    })
    actions.append(keep)
  }
  const line = element('p', 'docs-preview-status')
  line.setAttribute('role', 'status')
  host.append(intro, actions, line)
  injectStyles()
  return {
    status: (text) => (line.textContent = text),
    showing: () => host.classList.add('is-showing'),
    offerReopen(name, reopen) {
      const again = element('button', 'docs-preview-button', `Open ${name} again (live updates)`)
      again.setAttribute('type', 'button')
      again.addEventListener('click', () => {
        void reopen().then((opened) => {
          if (opened) again.remove()
        })
      })
      actions.prepend(again)
    },
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const el = document.createElement(tag)
  if (className) el.className = className
  if (text !== undefined) el.textContent = text
  return el
}

const CSS = `
.docs-preview { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 1rem; padding: 0.6rem 1rem;
  border-bottom: 1px solid var(--c-border); background: var(--c-bg-elevated); color: var(--c-text); font-size: 0.9rem; }
.docs-preview-intro { flex: 1 1 28rem; margin: 0; }
.docs-preview.is-showing .docs-preview-intro { flex-basis: auto; }
.docs-preview.is-showing .docs-preview-intro span { display: none; }
.docs-preview-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.docs-preview-button { display: inline-block; padding: 0.3rem 0.8rem; border: 1px solid var(--c-brand);
  border-radius: var(--radius); background: var(--c-bg); color: var(--c-brand); font: inherit; cursor: pointer; }
.docs-preview-button:focus-within, .docs-preview-button:focus-visible { outline: 2px solid var(--c-brand); outline-offset: 2px; }
.docs-preview-input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.docs-preview-status { margin: 0; color: var(--c-text-mute); }
.docs-preview-status:empty { display: none; }
`

function injectStyles(): void {
  if (document.getElementById('docs-preview-styles')) return
  const style = document.createElement('style')
  style.id = 'docs-preview-styles'
  style.textContent = CSS
  document.head.append(style)
}
