// Tabs and code tabs: ARIA tab pattern, arrow keys with wrap-around, Enter/Space select, and the
// selected tab remembered per group id in localStorage.

import {
  CODE_TAB_STORE_KEY,
  TAB_STORE_KEY,
  isSelectKey,
  nextTabIndex,
  readTabStore,
  writeTabStore,
} from '../lib/tab-keys'

// `.docs-tabs` is what the pipeline emits; the others keep hand-written HTML groups working.
const GROUP_SELECTOR = '.docs-tabs, [data-widget="tabs"], [data-widget="code-tabs"], .tabs, .code-tabs'

interface Group {
  root: HTMLElement
  tabs: HTMLElement[]
  panels: HTMLElement[]
  storeKey: string
  /** Group id for the store: the author's id, else the tab titles (groups with the same tabs agree). */
  id: string
}

/** Elements matching `selector` inside `root` that belong to it, not to a nested group. */
function own(root: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((el) => el.closest(GROUP_SELECTOR) === root)
}

function titleOf(el: HTMLElement): string {
  return (el.dataset.tabTitle ?? el.dataset.title ?? el.textContent ?? '').trim()
}

/** Builds a tab list for markup that only has panels (each with a data-title). */
function buildTabList(root: HTMLElement, panels: HTMLElement[], index: number): HTMLElement[] {
  const list = document.createElement('div')
  list.setAttribute('role', 'tablist')
  list.className = 'tabs-nav'
  const tabs = panels.map((panel, i) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'tab-button'
    button.textContent = titleOf(panel) || `Tab ${i + 1}`
    panel.id ||= `tabs-${index}-panel-${i}`
    button.id = `${panel.id}-tab`
    list.append(button)
    return button
  })
  root.prepend(list)
  return tabs
}

/** Tab lists built so far on this page load, for unique element ids across mounts. */
let builtLists = 0

function readGroups(scope: ParentNode): Group[] {
  return Array.from(scope.querySelectorAll<HTMLElement>(GROUP_SELECTOR)).map((el) => {
    let panels = own(el, '[role="tabpanel"]')
    if (!panels.length) panels = own(el, '[data-title], [data-tab-title], .tab-panel, .tab-item')
    let tabs = own(el, '[role="tab"]')
    if (!tabs.length) tabs = buildTabList(el, panels, builtLists++)
    const code =
      el.dataset.tabsKind === 'code-tabs' || el.dataset.widget === 'code-tabs' || el.classList.contains('code-tabs')
    const titles = tabs.map((t) => titleOf(t)).join('|')
    return {
      root: el,
      tabs,
      panels,
      storeKey: code ? CODE_TAB_STORE_KEY : TAB_STORE_KEY,
      id: el.dataset.tabsId ?? el.dataset.id ?? el.dataset.group ?? titles,
    }
  })
}

function select(group: Group, index: number, focus: boolean): void {
  group.tabs.forEach((tab, i) => {
    const on = i === index
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-selected', String(on))
    tab.tabIndex = on ? 0 : -1
    tab.classList.toggle('active', on)
    const panel = group.panels[i]
    if (panel) {
      panel.setAttribute('role', 'tabpanel')
      panel.hidden = !on
      panel.classList.toggle('active', on)
      if (panel.id) tab.setAttribute('aria-controls', panel.id)
      if (tab.id) panel.setAttribute('aria-labelledby', tab.id)
      // Printed pages show every panel under its tab's label (print.css).
      panel.dataset.printLabel = titleOf(tab)
      panel.tabIndex = 0
    }
  })
  if (focus) group.tabs[index]?.focus()
}

function remember(group: Group, title: string): void {
  try {
    const store = readTabStore(localStorage.getItem(group.storeKey))
    localStorage.setItem(group.storeKey, JSON.stringify(writeTabStore(store, group.id, title)))
  } catch {
    // Storage blocked: the choice is not remembered.
  }
}

function remembered(group: Group): number {
  try {
    const title = readTabStore(localStorage.getItem(group.storeKey))[group.id]
    const index = group.tabs.findIndex((t) => titleOf(t) === title)
    return index === -1 ? 0 : index
  } catch {
    return 0
  }
}

/** The tab groups of one page; a choice in one is followed by the others with the same id. */
export type PageTabGroups = Group[]

/**
 * Wires every tab group under `scope` (the page content, or a piece of it about to be shown) and
 * adds them to the page's `groups`; returns a cleanup function.
 */
export function mountTabs(scope: ParentNode, groups: PageTabGroups = []): () => void {
  const added = readGroups(scope).filter((g) => g.tabs.length > 0)
  groups.push(...added)
  const offs: Array<() => void> = []
  for (const group of added) {
    group.tabs[0]?.parentElement?.setAttribute('role', 'tablist')
    select(group, remembered(group), false)
    const choose = (index: number, focus: boolean) => {
      select(group, index, focus)
      const title = group.tabs[index] ? titleOf(group.tabs[index]) : ''
      remember(group, title)
      // Other groups with the same id on the page follow the choice.
      for (const other of groups) {
        if (other === group || other.id !== group.id || other.storeKey !== group.storeKey) continue
        const match = other.tabs.findIndex((t) => titleOf(t) === title)
        if (match !== -1) select(other, match, false)
      }
    }
    group.tabs.forEach((tab, i) => {
      const onClick = (e: Event) => {
        e.preventDefault()
        choose(i, false)
      }
      const onKey = (e: KeyboardEvent) => {
        const next = nextTabIndex(i, group.tabs.length, e.key)
        if (next !== undefined) {
          e.preventDefault()
          // Arrow keys move focus; Enter or Space selects (manual activation).
          group.tabs[next]?.focus()
        } else if (isSelectKey(e.key)) {
          e.preventDefault()
          choose(i, true)
        }
      }
      tab.addEventListener('click', onClick)
      tab.addEventListener('keydown', onKey)
      offs.push(() => {
        tab.removeEventListener('click', onClick)
        tab.removeEventListener('keydown', onKey)
      })
    })
  }
  return () => offs.forEach((off) => off())
}
