// A small valid manifest for tools tests (pages given as partial entries).

import { MANIFEST_VERSION, type Manifest, type PageEntry } from '../../manifest/types'

/** Builds a manifest with defaults for every field the tools read. */
export function makeManifest(
  pages: (Partial<PageEntry> & Pick<PageEntry, 'route' | 'file' | 'title'>)[],
  site: Partial<Manifest['site']> = {},
): Manifest {
  return {
    version: MANIFEST_VERSION,
    contentHash: 'hash1',
    generated: 0,
    site: {
      title: 'Test Docs',
      base: '/docs/',
      lang: 'en-US',
      navbar: [],
      sidebars: {},
      theme: { docsBranch: '4.0.x', docsDir: 'docs', darkmode: 'auto', lastUpdated: true },
      vars: {},
      redirects: {},
      notices: {},
      search: { mode: 'offline' },
      hosting: 'online',
      versions: [],
      collapseCodeLines: 40,
      apiExplorer: {},
      locale: 'en-US',
      ...site,
    },
    pages: pages.map((p) => ({ hash: 'h', size: 10, ...p })),
    diagnostics: [],
  }
}
