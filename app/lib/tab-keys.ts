// Tab keyboard model and remembered selection: arrows wrap, Enter/Space select, the choice is stored
// per tab group.

/** localStorage keys for remembered tabs, per kind of group. */
export const TAB_STORE_KEY = 'VUEPRESS_TAB_STORE'
export const CODE_TAB_STORE_KEY = 'VUEPRESS_CODE_TAB_STORE'

/** Index focused after a key press in a tab list of `count` tabs; undefined for other keys. */
export function nextTabIndex(current: number, count: number, key: string): number | undefined {
  if (count <= 0) return undefined
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}

/** True for the keys that select the focused tab. */
export function isSelectKey(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar'
}

/** Parses a stored map of group id → selected tab title; invalid JSON gives an empty map. */
export function readTabStore(raw: string | null): Record<string, string> {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    const out: Record<string, string> = {}
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string') out[k] = v
    }
    return out
  } catch {
    return {}
  }
}

/** The store after remembering `title` for `groupId`. */
export function writeTabStore(store: Record<string, string>, groupId: string, title: string): Record<string, string> {
  return { ...store, [groupId]: title }
}
