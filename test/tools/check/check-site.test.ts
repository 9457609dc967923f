// npm run check on a scenario tree: every kind of finding, its severity and line; and docs-src is clean.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSite, formatCheckReport, type CheckReport } from '../../../tools/check/check-site'

const LINKS = `# Links

[fine](./index.md#setup)
[missing page](./nope.md)
[missing anchor](./index.md#nowhere)
![missing image](../assets/none.png)
![present image](../assets/logo.svg)
[missing file](../files/none.pdf)
![remote](https://images.example.com/a.png)
<iframe src="https://video.example.com/embed/1"></iframe>

!!!include(guide/partials/missing.md)!!!

!!!include(guide/partials/part.md)!!!

\`\`\`html
<script src="https://cdn.example.com/in-a-fence.js"></script>
\`\`\`

Inline code is not loaded: \`<img src="https://inline.example.com/a.png">\`
`

const TREE: [string, string][] = [
  ['index.md', '# Home\n'],
  ['orphan.md', '# Orphan\n'],
  ['assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ['guide/index.md', '# Guide\n\n## Setup\n'],
  ['guide/links.md', LINKS],
  ['guide/partials/part.md', 'A partial without a heading.\n'],
  ['guide/untitled.md', 'Text without any heading.\n'],
  ['guide/widgets.md', '# Widgets\n\n<PDF page="1"/>\n\n<Catalog level="9"/>\n'],
  ['dup/index.md', '# Dup index\n'],
  ['dup/README.md', '# Dup readme\n'],
  ['case/Upper.md', '# Upper\n'],
  ['case/upper.md', '# Lower\n'],
  ['bad/yaml.md', '---\ntitle: x\nkey: value: other\n---\n# Bad yaml\n'],
]

const CONFIG = {
  navbar: [{ text: 'Guide', link: '/guide/', icon: 'fa-solid fa-book' }],
  sidebars: {
    '/guide/': [
      '/guide/',
      'links',
      'untitled',
      { text: 'Setup', link: '/guide/#setup', icon: '/assets/logo.svg' },
      { text: 'Missing icon file', link: '/guide/#setup', icon: '/assets/img/none-icon.png' },
      { text: 'Unknown icon', link: '/guide/#setup', icon: 'no-such-icon' },
      { text: 'Remote icon', link: '/guide/#setup', icon: 'https://icons.example.com/a.svg' },
    ],
    '/dup/': ['/dup/'],
    '/case/': ['Upper', 'upper'],
    '/bad/': ['yaml'],
  },
  versions: [
    { text: '2.0', link: '/', current: true },
    { text: '1.9', link: '/1.9/' },
    { text: '1.8', link: 'https://docs.example.com/1.8/' },
  ],
}

describe('tools/check/check-site', () => {
  let dir: string
  let report: CheckReport
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'runbook-check-'))
    for (const [file, text] of TREE) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true })
      await writeFile(path.join(dir, file), text)
    }
    await writeFile(path.join(dir, 'site.config.json'), JSON.stringify(CONFIG))
    report = await checkSite({ src: dir, siteConfig: path.join(dir, 'site.config.json') })
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('finds each kind of problem at its line with the documented severity', () => {
    const found = report.problems.map((p) => `${p.file}:${p.line} ${p.severity} ${p.code}`)
    expect(found).toEqual([
      'bad/yaml.md:3 error frontmatter',
      'case/upper.md:1 error route-case',
      'dup/README.md:1 error route',
      'guide/links.md:4 error link',
      'guide/links.md:5 error anchor',
      'guide/links.md:6 error image',
      'guide/links.md:8 error asset',
      'guide/links.md:9 error third-party',
      'guide/links.md:10 error third-party',
      'guide/links.md:12 error include',
      'guide/untitled.md:1 warning title',
      'guide/widgets.md:1 warning orphan',
      'guide/widgets.md:3 error widget',
      'guide/widgets.md:5 error widget',
      'orphan.md:1 warning orphan',
      'site.config.json:1 error icon',
      'site.config.json:1 error icon',
      'site.config.json:1 error icon',
      'site.config.json:1 error version',
    ])
    expect(report).toMatchObject({ pages: 11, errors: 16, warnings: 3 })
  })

  it('keeps the written URL on link findings and words messages for authors', () => {
    const byCode = (code: string) => report.problems.find((p) => p.code === code)!
    expect(byCode('link')).toMatchObject({ raw: './nope.md', use: 'link', message: 'link target not found: ./nope.md' })
    expect(byCode('image')).toMatchObject({
      raw: '../assets/none.png',
      use: 'image',
      message: 'image not found: ../assets/none.png',
    })
    expect(report.problems.filter((p) => p.code === 'icon').map((p) => p.message)).toEqual([
      'sidebar /guide/: icon of "Missing icon file" /assets/img/none-icon.png is not a file in the docs folder',
      expect.stringMatching(/^sidebar \/guide\/: icon of "Unknown icon" no-such-icon is not an icon name/),
      'sidebar /guide/: icon of "Remote icon" https://icons.example.com/a.svg loads from another origin (name an icon or a file in the docs folder)',
    ])
    expect(byCode('version').message).toBe(
      'versions: link /1.9/ (1.9) reaches no page of this site; another version hosted elsewhere needs its full address',
    )
    expect(byCode('route-case').message).toBe(
      'route /case/upper differs only in letter case from the route of case/Upper.md',
    )
  })

  it('prints file:line: severity: message lines and a summary', () => {
    const text = formatCheckReport(report).split('\n')
    expect(text[3]).toBe('guide/links.md:4: error: link target not found: ./nope.md [link]')
    expect(text.at(-1)).toMatch(/^check: 11 pages, 16 errors, 3 warnings \(.*link 1.*\) in \d+ ms$/)
  })

  it('passes docs-src with no errors', async () => {
    const docs = await checkSite({ src: 'docs-src', siteConfig: 'docs-src/site.config.json' })
    expect(docs.problems.filter((p) => p.severity === 'error')).toEqual([])
    expect(docs.pages).toBeGreaterThan(40)
  })

  it("reports a widget's media on another host as third-party unless the site config allows that host", async () => {
    const media = await mkdtemp(path.join(os.tmpdir(), 'runbook-check-media-'))
    try {
      await writeFile(
        path.join(media, 'index.md'),
        '# Media\n\n<PDF url="https://media.example.com/a.pdf"/>\n\n' +
          '<VidStack src="//media.example.com/a.mp3" poster="https://posters.example.net/p.jpg"/>\n\n' +
          '<VidStack src="/local.mp4" poster="/local.jpg"/>\n',
      )
      const thirdParty = async (config: object) => {
        await writeFile(path.join(media, 'site.config.json'), JSON.stringify(config))
        const found = await checkSite({ src: media, siteConfig: path.join(media, 'site.config.json') })
        return found.problems.filter((p) => p.code === 'third-party').map((p) => `${p.line} ${p.raw}`)
      }
      await expect(thirdParty({})).resolves.toEqual([
        '3 https://media.example.com/a.pdf',
        '5 //media.example.com/a.mp3',
        '5 https://posters.example.net/p.jpg',
      ])
      await expect(thirdParty({ allowedMediaHosts: ['Media.example.com'] })).resolves.toEqual([
        '5 https://posters.example.net/p.jpg',
      ])
    } finally {
      await rm(media, { recursive: true, force: true })
    }
  })
})
