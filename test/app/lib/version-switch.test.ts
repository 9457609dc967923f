// Choosing another documentation version: the same page when the target version has it (its
// manifest resolved like every page load), else that version's home; and the versions menu's and
// banner's reading of the versions list (app/lib/versions.ts) for a site with built versions.

import { describe, expect, it } from 'vitest'
import { versionTargetHref } from '../../../app/lib/version-switch'
import {
  builtVersionHref,
  builtVersionOf,
  newerVersionThanRead,
  olderVersionRead,
  readingVersion,
  versionsNavItem,
} from '../../../app/lib/versions'
import { buildManifest, type SourceFile } from '../../../manifest/builder/build-manifest'
import { DEFAULT_UI_TEXT } from '../../../manifest/ui/ui-strings'

const file = (path: string, text: string): SourceFile => ({ path, text, size: text.length, mtime: 1 })
const { manifest: older } = buildManifest({
  files: [file('index.md', '# Home\n'), file('guide/jobs.md', '# Jobs\n'), file('guide/old-only.md', '# Old\n')],
  config: { redirects: { '/guide/tasks': '/guide/jobs' } },
  vars: {},
  now: 1,
})

// As each version's manifest carries them.
const versions = [
  { text: '2.0', link: '/', current: true, base: '/docs/' },
  { text: '1.0', link: '/1.0/', base: '/docs/1.0/' },
  { text: '0.9', link: 'https://old.example.com/0.9/' },
]

describe('app/lib/version-switch', () => {
  it("keeps the reader's page when the target version has it, else goes to its home", async () => {
    const asked: string[] = []
    const load = async (base: string) => {
      asked.push(base)
      return older
    }
    expect(await versionTargetHref('/docs/1.0/', '/guide/jobs', load)).toBe('/docs/1.0/guide/jobs')
    expect(await versionTargetHref('/docs/1.0/', '/guide/tasks', load)).toBe('/docs/1.0/guide/jobs')
    expect(await versionTargetHref('/docs/1.0/', '/guide/new-feature', load)).toBe('/docs/1.0/')
    expect(await versionTargetHref('/docs/1.0/', '/', load)).toBe('/docs/1.0/')
    expect(asked).toEqual(['/docs/1.0/', '/docs/1.0/', '/docs/1.0/', '/docs/1.0/'])
  })

  it("goes to the version's home when its manifest cannot be read", async () => {
    const failing = () => Promise.reject(new Error('offline'))
    expect(await versionTargetHref('/docs/1.0/', '/guide/jobs', failing)).toBe('/docs/1.0/')
  })
})

describe('app/lib/versions with built versions', () => {
  it('links every built version at its base plus the route, never as a route of this site', () => {
    expect(builtVersionHref('/docs/1.0/', '/guide/jobs')).toBe('/docs/1.0/guide/jobs')
    const inOlder = versionsNavItem(versions, DEFAULT_UI_TEXT, { base: '/docs/1.0/', route: '/guide/jobs' })!
    expect(inOlder.text).toBe('1.0')
    expect(inOlder.children).toEqual([
      { text: '2.0', link: '/docs/guide/jobs' },
      { text: '1.0 (this version)', link: '/docs/1.0/guide/jobs' },
      { text: '0.9', link: 'https://old.example.com/0.9/' },
    ])
    const inCurrent = versionsNavItem(versions, DEFAULT_UI_TEXT, { base: '/docs/', route: '/' })!
    expect(inCurrent.text).toBe('2.0')
    expect(inCurrent.children?.map((c) => c.link)).toEqual(['/docs/', '/docs/1.0/', 'https://old.example.com/0.9/'])
  })

  it('finds the version an address leads into by the longest base', () => {
    expect(builtVersionOf(versions, '/docs/1.0/guide/jobs')?.text).toBe('1.0')
    expect(builtVersionOf(versions, '/docs/guide/jobs')?.text).toBe('2.0')
    expect(builtVersionOf(versions, 'https://old.example.com/0.9/')).toBeUndefined()
  })

  it('names the version being read, and the current one only on an older version', () => {
    expect(readingVersion(versions, '/docs/1.0/')?.text).toBe('1.0')
    expect(readingVersion(versions, '/docs/')?.text).toBe('2.0')
    expect(newerVersionThanRead(versions, '/docs/1.0/')?.text).toBe('2.0')
    expect(newerVersionThanRead(versions, '/docs/')).toBeUndefined()
    expect(olderVersionRead(versions, '/docs/1.0/')).toBe('1.0')
    expect(olderVersionRead(versions, '/docs/')).toBeUndefined()
    expect(olderVersionRead([], '/docs/')).toBeUndefined()
  })
})
