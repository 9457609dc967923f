// Edit-page link built from the theme's docsRepo, docsBranch, docsDir or editLinkPattern.

import type { ThemeOptions } from '../../manifest/types'

/** Repository URL from 'owner/name' or a full URL. */
export function repoUrl(repo: string): string {
  return /^https?:\/\//.test(repo) ? repo.replace(/\/$/, '') : `https://github.com/${repo}`
}

/**
 * The URL to edit a docs file, or undefined when no docs repository is configured.
 * @example editLink({ docsRepo: 'o/r', docsBranch: '4.0.x', docsDir: 'docs', ... }, 'a/b.md')
 *   → 'https://github.com/o/r/edit/4.0.x/docs/a/b.md'
 */
export function editLink(
  theme: Pick<ThemeOptions, 'docsRepo' | 'repo' | 'docsBranch' | 'docsDir' | 'editLinkPattern'>,
  file: string,
): string | undefined {
  const repo = theme.docsRepo ?? theme.repo
  if (!repo) return undefined
  const dir = theme.docsDir.replace(/^\/+|\/+$/g, '')
  const path = dir ? `${dir}/${file}` : file
  if (theme.editLinkPattern) {
    return theme.editLinkPattern
      .replace(/:repo/g, repoUrl(repo))
      .replace(/:branch/g, theme.docsBranch)
      .replace(/:path/g, path)
  }
  const url = repoUrl(repo)
  if (url.includes('gitlab.com')) return `${url}/-/edit/${theme.docsBranch}/${path}`
  if (url.includes('bitbucket.org')) {
    return `${url}/src/${theme.docsBranch}/${path}?mode=edit&spa=0&at=${theme.docsBranch}`
  }
  return `${url}/edit/${theme.docsBranch}/${path}`
}
