import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isOfflineAssets, selectImages } from '../../../manifest/offline/offline-list'
import { collectOfflineAssets, resolveAsset } from '../../../tools/publish/write-offline-list'
import { makeManifest } from '../../support/make-manifest'
import { publishedInclude } from '../../../manifest/builder/published-page'

describe('tools/publish/write-offline-list', () => {
  it('resolves relative, root-relative and base-prefixed references', () => {
    expect(resolveAsset('../img/a.png', 'manual/jobs.md', '/docs/')).toBe('img/a.png')
    expect(resolveAsset('./b.svg?x=1#y', 'manual/jobs.md', '/docs/')).toBe('manual/b.svg')
    expect(resolveAsset('/assets/c%20d.png', 'x.md', '/docs/')).toBe('assets/c d.png')
    expect(resolveAsset('/docs/assets/e.pdf', 'x.md', '/docs/')).toBe('assets/e.pdf')
    expect(resolveAsset('https://cdn.example/x.png', 'x.md', '/docs/')).toBeUndefined()
    expect(resolveAsset('../../../../x.png', 'a.md', '/docs/')).toBeUndefined()
    expect(resolveAsset('/manual/jobs', 'a.md', '/docs/')).toBeUndefined()
  })

  let out: string
  /** The pages' texts, as the build read them (the offline list takes their media from it). */
  const texts: Record<string, string> = {}
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'offline-assets-'))
    await mkdir(path.join(out, 'manual'), { recursive: true })
    await mkdir(path.join(out, 'assets'), { recursive: true })
    await mkdir(path.join(out, 'search'), { recursive: true })
    texts['index.md'] = '# Home\n![logo](/assets/logo.svg)\n'
    texts['manual/jobs.md'] =
      '---\nheroImage: /assets/big.png\n---\n![a](../assets/logo.svg) <img src="/docs/assets/small.png">\n'
    texts['manual/part.md'] = 'included'
    for (const [file, text] of Object.entries(texts)) await writeFile(path.join(out, file), text)
    await writeFile(path.join(out, 'assets/logo.svg'), 'x'.repeat(100))
    await writeFile(path.join(out, 'assets/big.png'), 'x'.repeat(5000))
    await writeFile(path.join(out, 'assets/small.png'), 'x'.repeat(50))
    await writeFile(path.join(out, 'assets/unused.png'), 'x'.repeat(10))
    await writeFile(path.join(out, 'search/shard-0.abcdef1234.json'), '[]')
    await writeFile(path.join(out, 'search/index.json'), '{}')
    await writeFile(path.join(out, '404.html'), '<html>')
    await writeFile(path.join(out, 'manifest.json'), '{"m":1}')
  })
  afterAll(() => rm(out, { recursive: true, force: true }))

  it('lists shell, markdown with includes, search (index first) and referenced images', async () => {
    const manifest = makeManifest([
      { route: '/', file: 'index.md', title: 'Home' },
      { route: '/manual/jobs', file: 'manual/jobs.md', title: 'Jobs', includes: ['manual/part.md'] },
    ])
    const published = new Map(Object.entries(texts).map(([file, text]) => [file, publishedInclude(text)]))
    const list = collectOfflineAssets(out, manifest, {
      appFiles: { '_app/main-X.js': 1234 },
      published,
    })
    expect(isOfflineAssets(list)).toBe(true)
    expect(list.manifestBytes).toBe(7)
    expect(list.shell).toEqual([
      { file: '404.html', bytes: 6 },
      { file: '_app/main-X.js', bytes: 1234 },
    ])
    expect(list.markdown.map((f) => f.file)).toEqual(['index.md', 'manual/jobs.md', 'manual/part.md'])
    expect(list.search.map((f) => f.file)).toEqual(['search/index.json', 'search/shard-0.abcdef1234.json'])
    expect(list.images).toEqual([
      { file: 'assets/logo.svg', bytes: 100, refs: 2 },
      { file: 'assets/small.png', bytes: 50, refs: 1 },
      { file: 'assets/big.png', bytes: 5000, refs: 1 },
    ])
  })

  it('keeps images in order while they fit the budget', () => {
    const images = [
      { file: 'a', bytes: 60, refs: 3 },
      { file: 'b', bytes: 50, refs: 2 },
      { file: 'c', bytes: 30, refs: 1 },
    ]
    expect(selectImages(images, 100)).toEqual({ chosen: [images[0], images[2]], bytes: 90, skipped: 1 })
    expect(selectImages(images, 0).chosen).toEqual([])
  })
})
