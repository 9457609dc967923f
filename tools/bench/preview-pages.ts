// Browser-side pieces of bench:preview, as strings (tools/ has no DOM types): the time a folder
// was picked, the first page shown after it, a kept folder made of the browser's private file
// system (OPFS), and an edit written into it.

/**
 * Before the page loads: the time of the folder input's `change` (the pick) is kept, and
 * `showDirectoryPicker` hands the preview a folder of the browser's private file system (a
 * Playwright run cannot drive the real picker); the preview then reads and polls it exactly as a
 * folder on disk.
 */
export const INIT_SCRIPT = `(() => {
  document.addEventListener('change', () => { window.__picked = performance.timeOrigin + performance.now() }, true)
  window.showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('bench-folder')
})()`

/** Resolves with the epoch time of the first frame after the preview shows a page's heading. */
export const WAIT_FOR_FIRST_PAGE = `() => new Promise((resolve) => {
  const check = () => {
    if (document.documentElement.dataset.docsPreview !== 'shown' || !document.querySelector('#main-content h1, #main-content .content')) return false
    observer.disconnect()
    requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
    return true
  }
  const observer = new MutationObserver(check)
  observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true })
  check()
})`

/** Writes files (`[path, base64]` pairs) into the private folder `bench-folder`, emptied first when `fresh`. */
export const WRITE_FILES = `async ([files, fresh]) => {
  const root = await navigator.storage.getDirectory()
  if (fresh) await root.removeEntry('bench-folder', { recursive: true }).catch(() => undefined)
  const top = await root.getDirectoryHandle('bench-folder', { create: true })
  for (const [path, data] of files) {
    const parts = path.split('/')
    let dir = top
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
    const handle = await dir.getFileHandle(parts.at(-1), { create: true })
    const writable = await handle.createWritable()
    await writable.write(Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
    await writable.close()
  }
  return performance.timeOrigin + performance.now()
}`
