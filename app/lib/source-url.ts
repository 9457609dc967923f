// URL of a page's raw markdown file under the base (each path segment encoded).

/** `${base}` + the docs-root relative file, e.g. ('/docs/', 'manual/a b.md') → '/docs/manual/a%20b.md'. */
export function sourceUrl(base: string, file: string): string {
  return base + file.split('/').map(encodeURIComponent).join('/')
}
