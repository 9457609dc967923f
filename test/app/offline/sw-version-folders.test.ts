// The service worker's view of other documentation versions built into its folder: the current
// version's worker leaves their folders alone; an older version's finds the app bundle at the base.

import { describe, expect, it } from 'vitest'
import { appFolderOf, inVersionFolder, versionFoldersOf } from '../../../app/offline/sw-version-folders'

const manifest = {
  site: {
    versions: [
      { text: '2.0', link: '/', current: true, base: '/docs/' },
      { text: '1.0', link: '/1.0/', base: '/docs/1.0/' },
      { text: '0.9', link: 'https://old.example.com/0.9/' },
    ],
  },
}

describe('app/offline/sw-version-folders', () => {
  it("lists the other built versions' folders under the scope", () => {
    expect(versionFoldersOf(manifest, '/docs/')).toEqual(['1.0/'])
    expect(versionFoldersOf(manifest, '/docs/1.0/')).toEqual([])
    expect(versionFoldersOf({ site: {} }, '/docs/')).toEqual([])
    expect(versionFoldersOf(null, '/docs/')).toEqual([])
  })

  it('tells paths in those folders from the scope’s own', () => {
    expect(inVersionFolder('1.0/guide/jobs', ['1.0/'])).toBe(true)
    expect(inVersionFolder('1.0', ['1.0/'])).toBe(true)
    expect(inVersionFolder('1.0.html', ['1.0/'])).toBe(false)
    expect(inVersionFolder('guide/jobs', ['1.0/'])).toBe(false)
  })

  it("finds the app bundle's folder from the precached shell files", () => {
    expect(appFolderOf(['404.html', '_app/main-X.js'], 'https://h.test/docs/')).toBe('/docs/_app/')
    expect(appFolderOf(['404.html', '../_app/main-X.js'], 'https://h.test/docs/1.0/')).toBe('/docs/_app/')
    expect(appFolderOf(['404.html'], 'https://h.test/docs/')).toBe('/docs/_app/')
  })
})
