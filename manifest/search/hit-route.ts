// Hit URLs → in-app routes: hosted hits carry absolute or /docs/… addresses, offline hits carry routes.

/** The production prefix of hosted-index addresses, removed to get a route. */
const HOSTED_URL_PREFIX = '/docs/'

/**
 * Turns a hit URL into `{ route, hash }`: drops scheme and host, then the site base or the `/docs/` prefix,
 * and `.html` endings.
 * @example hitRoute('https://example.org/docs/manual/jobs.html#a', '/docs/') → { route: '/manual/jobs', hash: 'a' }
 */
export function hitRoute(url: string, base: string): { route: string; hash?: string } {
  let rest = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const at = rest.indexOf('#')
  const rawHash = at >= 0 ? rest.slice(at + 1) : ''
  if (at >= 0) rest = rest.slice(0, at)
  rest = rest.split('?')[0] || '/'
  for (const prefix of [base, HOSTED_URL_PREFIX]) {
    if (prefix !== '/' && rest.startsWith(prefix)) {
      rest = rest.slice(prefix.length - 1)
      break
    }
  }
  rest = rest.replace(/\/index\.html$/, '/').replace(/\.html$/, '')
  const hash = decodeFragment(rawHash)
  return { route: rest.startsWith('/') ? rest : `/${rest}`, ...(hash ? { hash } : {}) }
}

function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash)
  } catch {
    return hash
  }
}
