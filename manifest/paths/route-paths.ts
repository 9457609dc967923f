// Pure path helpers: source file → route, route → reader URL, base handling, URL splitting.

/**
 * Maps a docs-root relative source file to its canonical route.
 * @example fileToRoute('index.md') // '/'
 * @example fileToRoute('manual/README.md') // '/manual/'
 * @example fileToRoute('manual/jobs.md') // '/manual/jobs'
 */
export function fileToRoute(file: string): string {
  const clean = file.replace(/^\.?\/+/, '')
  const noExt = clean.replace(/\.md$/i, '')
  const slash = noExt.lastIndexOf('/')
  const name = noExt.slice(slash + 1)
  if (name === 'index' || name === 'README') {
    return '/' + noExt.slice(0, slash + 1)
  }
  return '/' + noExt
}

/**
 * Returns a base path with exactly one leading and one trailing slash.
 * @example normalizeBase('docs') // '/docs/'
 */
export function normalizeBase(base: string | undefined): string {
  const trimmed = (base ?? '/').trim().replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? '/' : `/${trimmed}/`
}

/**
 * Reader URL of a route under the base.
 * @example routeToUrl('/manual/jobs', '/docs/') // '/docs/manual/jobs'
 */
export function routeToUrl(route: string, base: string): string {
  return normalizeBase(base) + route.replace(/^\/+/, '')
}

/**
 * True for a path that stays inside the docs folder: relative, no `.` or `..` or empty segment,
 * no backslash, NUL or other control character, no drive letter.
 * @example isDocsRelativePath('manual/jobs.md') → true; isDocsRelativePath('../etc/passwd') → false
 */
export function isDocsRelativePath(file: string): boolean {
  if (file === '' || /[\u0000-\u001f\u007f\\]/.test(file) || /^[a-z]:/i.test(file)) return false
  return file.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/**
 * URL of a docs file's raw content under the base (each path segment encoded). The shell's
 * preloads and the app's fetches both use it, so a preloaded response is always the one reused.
 * A path that would leave the docs folder (a manifest edited by hand, say) is refused: nothing
 * outside it is ever fetched.
 * @example sourceUrl('/docs/', 'manual/a b.md') // '/docs/manual/a%20b.md'
 */
export function sourceUrl(base: string, file: string): string {
  if (!isDocsRelativePath(file))
    throw new Error(`refused to load ${JSON.stringify(file)}: not a file inside the docs folder`)
  return base + file.split('/').map(encodeURIComponent).join('/')
}

/**
 * Route of a reader URL path, or undefined when the path is outside the base.
 * @example stripBase('/docs/manual/jobs', '/docs/') // '/manual/jobs'
 * @example stripBase('/docs', '/docs/') // '/'
 */
export function stripBase(pathname: string, base: string): string | undefined {
  const b = normalizeBase(base)
  if (b === '/') return pathname.startsWith('/') ? pathname : '/' + pathname
  if (pathname === b.slice(0, -1)) return '/'
  if (!pathname.startsWith(b)) return undefined
  return '/' + pathname.slice(b.length)
}

/** True for `http:`, `mailto:`, any other scheme, and protocol-relative `//host` URLs. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')
}

/** Splits `path?query#hash` into its path and fragment (query dropped; fragment without '#'). */
export function splitUrl(url: string): { path: string; hash?: string } {
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt)
  const hash = hashAt < 0 ? undefined : url.slice(hashAt + 1)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
  return hash ? { path, hash } : { path }
}

/** Folder of a docs-root relative file, with a trailing slash ('' at the root). */
export function fileFolder(file: string): string {
  const slash = file.lastIndexOf('/')
  return slash < 0 ? '' : file.slice(0, slash + 1)
}

/**
 * Joins a relative path onto a folder and normalises `.` and `..` segments.
 * Returns a docs-root relative path without a leading slash (a trailing slash is kept).
 * @example joinPath('manual/jobs/', '../nodes.md') // 'manual/nodes.md'
 */
export function joinPath(folder: string, relative: string): string {
  const parts = (folder + relative).split('/')
  const out: string[] = []
  parts.forEach((part, i) => {
    const last = i === parts.length - 1
    if (part === '..') out.pop()
    else if (part === '.' || (part === '' && !last)) return
    else out.push(part)
    if (last && (part === '.' || part === '..')) out.push('')
  })
  return out.join('/')
}

/** Extension of the last path segment, lower case without the dot ('' when none). */
export function pathExtension(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase()
}
