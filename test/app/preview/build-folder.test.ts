// The preview's build of a picked folder: the tools' builder over the folder's files, with the
// folder's own config and variables (else the site's), its problems as `npm run check` lists them
// and its search records.

import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createBuildCache } from '../../../manifest/builder/build-cache'
import { parseManifest } from '../../../manifest/parse'
import { buildFolder, SITE_CONFIG_FILE, VARS_FILE } from '../../../app/preview/build-folder'
import { readDocs } from '../../../tools/lib/read-docs'
import { checkSite } from '../../../tools/check/check-site'

const FIXTURE = path.resolve('test/fixtures/sites/preview')
const BASE = '/docs/_preview/'
const NO_FALLBACK = { config: {}, vars: {} }

describe('buildFolder', () => {
  it('builds the folder with its own navigation and variables, under the preview base', async () => {
    const files = await readDocs(FIXTURE)
    const built = buildFolder(
      { files, base: BASE, fallback: { config: { title: 'Site' }, vars: {} } },
      createBuildCache(),
    )
    const manifest = parseManifest(JSON.parse(built.manifestJson))
    expect(manifest.site.title).toBe('Quokka Field Notes')
    expect(manifest.site.base).toBe(BASE)
    expect(manifest.site.navbar.map((item) => item.text)).toEqual(['Field guide', 'Burrow reference'])
    expect(manifest.site.vars).toEqual({ island: 'Rottnest' })
    expect(built.records.some((r) => r.content?.includes('zanzibarquokka'))).toBe(true)
  })

  it('lists the problems `npm run check` lists for the same folder', async () => {
    const files = await readDocs(FIXTURE)
    const built = buildFolder({ files, base: BASE, fallback: NO_FALLBACK }, createBuildCache())
    const checked = await checkSite({
      src: FIXTURE,
      siteConfig: path.join(FIXTURE, SITE_CONFIG_FILE),
      vars: path.join(FIXTURE, VARS_FILE),
      base: BASE,
    })
    const line = (p: { file: string; line: number; code: string; message: string }) =>
      `${p.file}:${p.line} ${p.code} ${p.message}`
    expect(built.problems.map(line)).toEqual(checked.problems.map(line))
    expect(built.problems.map(line)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^guide\/sightings\.md:3 link /),
        expect.stringMatching(/^guide\/sightings\.md:5 image /),
        expect.stringMatching(/^reference\/garbled\.md:1 read .*not valid UTF-8 text/),
      ]),
    )
  })

  it('skims a folder as the dev server skims a large site’s first start: the same pages, no problems yet', async () => {
    const files = await readDocs(FIXTURE)
    const full = buildFolder({ files, base: BASE, fallback: NO_FALLBACK }, createBuildCache())
    const skim = buildFolder({ files, base: BASE, fallback: NO_FALLBACK }, createBuildCache(), true)
    expect(skim.skimmed).toBe(true)
    expect(skim.problems).toEqual([])
    const pages = (build: typeof full) =>
      parseManifest(JSON.parse(build.manifestJson)).pages.map((p) => [p.route, p.title])
    expect(pages(skim)).toEqual(pages(full))
  })

  it('uses the site’s settings for a folder without config files, and reports a broken one as a config problem', () => {
    const page = { path: 'index.md', text: '# Home\n\n{{ $product }}\n', size: 20, mtime: 0 }
    const fallback = { config: { title: 'The site' }, vars: { product: 'Runbook' } }
    const plain = buildFolder({ files: [page], base: BASE, fallback }, createBuildCache())
    const site = parseManifest(JSON.parse(plain.manifestJson)).site
    expect(site.title).toBe('The site')
    expect(site.vars).toEqual({ product: 'Runbook' })

    const broken = { path: SITE_CONFIG_FILE, text: '{ "title": ', size: 11, mtime: 0 }
    const built = buildFolder({ files: [page, broken], base: BASE, fallback }, createBuildCache())
    expect(parseManifest(JSON.parse(built.manifestJson)).site.title).toBe('')
    expect(built.problems[0]).toMatchObject({ file: SITE_CONFIG_FILE, code: 'config', severity: 'error' })
    expect(built.problems[0]!.message).toMatch(/^invalid JSON/)
  })
})
