// Base-path handling: reading the base from the shell page and mapping browser URLs to routes.

/** Normalises a base path to have a leading and trailing slash ('/docs' → '/docs/'). */
export function cleanBase(base: string | null | undefined): string {
  const trimmed = (base ?? '').trim()
  if (!trimmed) return '/docs/'
  let out = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  if (!out.endsWith('/')) out += '/'
  return out
}

/** Reads `<meta name="docs-base">` from a document; defaults to '/docs/'. */
export function readBase(doc: Pick<Document, 'querySelector'>): string {
  const meta = doc.querySelector('meta[name="docs-base"]')
  return cleanBase(meta?.getAttribute('content'))
}

/** The router's basepath: the base without its trailing slash ('/' stays '/'). */
export function routerBasepath(base: string): string {
  return base === '/' ? '/' : base.replace(/\/$/, '')
}

/** Joins the base and a docs-root relative file or route ('/docs/' + '/a' → '/docs/a'). */
export function withBase(base: string, path: string): string {
  return base + path.replace(/^\/+/, '')
}

/**
 * Maps an absolute href to an in-app route when it points at this site under the base;
 * undefined for other origins, paths outside the base, and non-http schemes.
 * @example inAppPath('http://h/docs/a/b#c', 'http://h', '/docs/') → { path: '/a/b', hash: 'c' }
 */
export function inAppPath(
  href: string,
  origin: string,
  base: string,
): { path: string; hash?: string; search?: string } | undefined {
  let url: URL
  try {
    url = new URL(href, origin + base)
  } catch {
    return undefined
  }
  if (url.origin !== origin) return undefined
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  const root = base.replace(/\/$/, '')
  if (url.pathname !== root && !url.pathname.startsWith(base)) return undefined
  const path = '/' + url.pathname.slice(base.length)
  const hash = url.hash ? decodeHash(url.hash.slice(1)) : undefined
  return { path, ...(hash ? { hash } : {}), ...(url.search ? { search: url.search } : {}) }
}

/** Decodes a URL fragment, keeping it as written when it is not valid percent-encoding. */
export function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}

/** True for hrefs that leave the site (other origin or a non-http scheme such as mailto:). */
export function isExternalHref(href: string, origin: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return true
  if (href.startsWith('//')) return new URL(href, origin).origin !== origin
  if (/^https?:/i.test(href)) return new URL(href).origin !== origin
  return false
}
