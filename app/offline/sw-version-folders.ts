// Which folders under a worker's scope belong to other documentation versions built into the same
// output folder (each has a worker of its own, scoped to its base): the current version's worker
// leaves their requests to them (or to the network), never answering with its own shell or 404.

/**
 * The folders, relative to `scopePath`, of the other built versions a manifest lists (its
 * `site.versions` entries with a `base` under the scope, other than the scope itself).
 * @example versionFoldersOf({ site: { versions: [{ base: '/docs/' }, { base: '/docs/5.7.0/' }] } }, '/docs/') → ['5.7.0/']
 */
export function versionFoldersOf(manifest: unknown, scopePath: string): string[] {
  const versions = (manifest as { site?: { versions?: unknown } } | null)?.site?.versions
  if (!Array.isArray(versions)) return []
  const folders: string[] = []
  for (const version of versions as Array<{ base?: unknown }>) {
    const base = version?.base
    if (typeof base === 'string' && base !== scopePath && base.startsWith(scopePath)) {
      folders.push(base.slice(scopePath.length))
    }
  }
  return folders
}

/** True when `rel` (a path relative to the scope, decoded) lies in one of `folders`. */
export function inVersionFolder(rel: string, folders: readonly string[]): boolean {
  return folders.some((folder) => rel === folder.slice(0, -1) || rel.startsWith(folder))
}

/**
 * The path of the app's `_app/` folder, from the shell files the worker precaches (relative to the
 * scope): under the scope for the current version, the base's for an older one (`../_app/…`), whose
 * pages load the one app bundle at the base.
 * @example appFolderOf(['404.html', '../_app/main-X.js'], 'https://h/docs/5.7.0/') → '/docs/_app/'
 */
export function appFolderOf(shellFiles: readonly string[], scope: string): string {
  const file = shellFiles.find((f) => /(^|\/)_app\//.test(f))
  if (!file) return new URL('_app/', scope).pathname
  const at = file.search(/(^|\/)_app\//)
  const folder = file.slice(0, at) + (at > 0 ? '/' : '') + '_app/'
  return new URL(folder.replace(/^\//, ''), scope).pathname
}
