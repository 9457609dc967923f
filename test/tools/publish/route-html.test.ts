import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { CARRIED_MAX_CHARS, routeHtmlFile, writeRouteHtml } from '../../../tools/publish/route-html'
import { buildManifest } from '../../../manifest/builder/build-manifest'
import { makeManifest } from '../../support/make-manifest'
import { emptyRenderEnv } from '../../../manifest/markdown'
import { countMarkdownWords } from '../../../manifest/markdown/word-count'
import { PAGE_SOURCE_FILE_ATTR, PAGE_SOURCE_ID } from '../../../manifest/shell/page-manifest-element'
import { JSDOM } from 'jsdom'
import { existsSync } from 'node:fs'

describe('tools/publish/route-html', () => {
  it('maps routes to the files the servers try ($uri.html, $uri/index.html)', () => {
    expect(routeHtmlFile('/')).toBe('index.html')
    expect(routeHtmlFile('/manual/')).toBe('manual/index.html')
    expect(routeHtmlFile('/manual/jobs/job-options')).toBe('manual/jobs/job-options.html')
    expect(routeHtmlFile('/a%20b')).toBe('a b.html')
  })

  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('writes a shell per route with its own title, description and markdown preloads', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    const manifest = makeManifest([
      { route: '/', file: 'index.md', title: 'Test Docs' },
      {
        route: '/manual/jobs',
        file: 'manual/jobs.md',
        title: 'Jobs & <Options>',
        description: 'Define "options"',
        includes: ['shared/x y.md'],
      },
      { route: '/taken', file: 'taken.md', title: 'Taken' },
    ])
    await writeFile(path.join(dir, 'taken.html'), 'content file')
    const count = writeRouteHtml(dir, manifest, { js: '_app/main-X.js', css: '_app/main-Y.css' })
    expect(count).toBe(2)
    const jobs = await readFile(path.join(dir, 'manual/jobs.html'), 'utf8')
    expect(jobs).toContain('<title>Jobs &#38; &#60;Options&#62; | Test Docs</title>')
    expect(jobs).toContain('<meta name="description" content="Define &#34;options&#34;">')
    expect(jobs).toContain('<link rel="preload" href="/docs/manual/jobs.md" as="fetch" crossorigin="anonymous">')
    expect(jobs).toContain('href="/docs/shared/x%20y.md"')
    expect(jobs).toContain('<link rel="preload" href="/docs/manifest.json"')
    expect(jobs).toContain('<script type="module" src="/docs/_app/main-X.js"></script>')
    expect(jobs).not.toMatch(/<script>(?!<\/script>)/)
    const home = await readFile(path.join(dir, 'index.html'), 'utf8')
    expect(home).toContain('<title>Test Docs</title>')
    expect(home).not.toContain('name="description"')
    expect(jobs).not.toContain('rel="canonical"')
    expect(await readFile(path.join(dir, 'taken.html'), 'utf8')).toBe('content file')
  })

  it('names the canonical URL of each page when the site has a hostname', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    const manifest = makeManifest([{ route: '/manual/a b', file: 'manual/a b.md', title: 'A' }])
    writeRouteHtml(dir, manifest, { js: '_app/main-X.js' }, { hostname: 'https://docs.example.com/' })
    expect(await readFile(path.join(dir, 'manual/a b.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://docs.example.com/docs/manual/a%20b">',
    )
  })

  it('loads the first paint on documentation pages, which starts the app; the home page loads the app', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    const manifest = makeManifest([
      { route: '/', file: 'index.md', title: 'Home', home: true },
      { route: '/guide', file: 'guide.md', title: 'Guide' },
    ])
    const entry = {
      js: '_app/main-X.js',
      imports: ['_app/chunks/react-R.js'],
      firstPaint: {
        js: '_app/first-paint-F.js',
        preload: ['_app/chunks/paint-page-P.js', '_app/chunks/pipeline-Q.js'],
      },
    }
    writeRouteHtml(dir, manifest, entry)
    const guide = await readFile(path.join(dir, 'guide.html'), 'utf8')
    expect(guide).toContain('<meta name="docs-app" content="/docs/_app/main-X.js /docs/_app/chunks/react-R.js">')
    expect(guide).toContain('<link rel="modulepreload" href="/docs/_app/chunks/paint-page-P.js">')
    expect(guide).toContain('<link rel="modulepreload" href="/docs/_app/chunks/pipeline-Q.js">')
    expect(guide).toContain('<script type="module" src="/docs/_app/first-paint-F.js"></script>')
    expect(guide).not.toContain('src="/docs/_app/main-X.js"')
    expect(guide).toContain('<div class="boot-shell"')
    // A main landmark and a skip link before any script runs.
    expect(guide).toContain('<a class="skip-link" href="#main-content">Skip to main content</a>')
    expect(guide).toContain('<div role="main" id="main-content" class="boot-page" tabindex="-1"><h1>')
    const home = await readFile(path.join(dir, 'index.html'), 'utf8')
    expect(home).toContain('<script type="module" src="/docs/_app/main-X.js"></script>')
    expect(home).not.toContain('first-paint')
    expect(home).not.toContain('modulepreload')
  })

  it('names the navigation shard in a page’s shell, except for a page with a catalog of the site', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    const manifest = makeManifest([
      { route: '/guide/', file: 'guide/index.md', title: 'Guide' },
      { route: '/guide/a', file: 'guide/a.md', title: 'A' },
    ])
    manifest.site.sidebars = { '/guide/': [{ text: 'A', link: '/guide/a' }] }
    const entry = { js: '_app/main-X.js', imports: [], firstPaint: { js: '_app/first-paint-F.js', preload: [] } }
    const catalog = { type: 'catalog', tag: 'Catalog', attrs: {}, line: 3 }
    const envs = new Map([
      ['guide/index.md', { ...emptyRenderEnv('guide/index.md'), widgets: [catalog] }],
      ['guide/a.md', emptyRenderEnv('guide/a.md')],
    ])
    writeRouteHtml(dir, manifest, entry, { envs })
    const shard = /data-nav="nav\/(\d+)\.json"/.exec(await readFile(path.join(dir, 'guide/a.html'), 'utf8'))
    expect(shard).not.toBeNull()
    const written = JSON.parse(await readFile(path.join(dir, `nav/${shard![1]}.json`), 'utf8')) as {
      site: { sidebars: object }
    }
    expect(Object.keys(written.site.sidebars)).toEqual(['/guide/'])
    expect(await readFile(path.join(dir, 'guide/index.html'), 'utf8')).not.toContain('data-nav=')
  })

  it("carries a page's markdown for the first paint (a long page's head instead of its file), preloading neither", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    const section = (n: number) => `## Part ${n}\n\n${'Plain words that make a page long. '.repeat(12)}\n\n`
    const long = `# Long\n\n${Array.from({ length: 120 }, (_, n) => section(n)).join('')}`
    await writeFile(path.join(dir, 'long.md'), long)
    await writeFile(path.join(dir, 'short.md'), '# Short\n\nA line.\n')
    const manifest = makeManifest([
      { route: '/long', file: 'long.md', title: 'Long', size: long.length },
      { route: '/short', file: 'short.md', title: 'Short' },
    ])
    const entry = { js: '_app/main-X.js', imports: [], firstPaint: { js: '_app/first-paint-F.js', preload: [] } }
    const envs = new Map([
      ['long.md', emptyRenderEnv('long.md')],
      ['short.md', emptyRenderEnv('short.md')],
    ])
    // The head as the manifest build works it out, from its one render of the page.
    const { published } = buildManifest({
      files: [
        { path: 'long.md', text: long, size: long.length, mtime: 0 },
        { path: 'short.md', text: '# Short\n\nA line.\n', size: 17, mtime: 0 },
      ],
      config: {},
      now: 0,
      publish: true,
    })
    writeRouteHtml(dir, manifest, entry, { envs, published })
    const longHtml = await readFile(path.join(dir, 'long.html'), 'utf8')
    expect(longHtml).toContain(`data-head="_head/long.md" data-words="${countMarkdownWords(long)}"`)
    expect(longHtml).not.toContain('rel="preload"')
    const carried = (html: string) => {
      const doc = new JSDOM(html).window.document
      const element = doc.getElementById(PAGE_SOURCE_ID)!
      return { file: element.getAttribute(PAGE_SOURCE_FILE_ATTR), text: JSON.parse(element.textContent!) as string }
    }
    const head = carried(longHtml)
    expect(head.file).toBe('_head/long.md')
    expect(long.startsWith(head.text)).toBe(true)
    expect(head.text.length).toBeLessThan(long.length / 2)
    // No file is written for a head: the shell carries it.
    expect(existsSync(path.join(dir, '_head'))).toBe(false)
    const shortHtml = await readFile(path.join(dir, 'short.html'), 'utf8')
    expect(shortHtml).not.toContain('data-head=')
    expect(shortHtml).not.toContain('rel="preload"')
    expect(carried(shortHtml)).toEqual({ file: 'short.md', text: '# Short\n\nA line.\n' })
    // A page too long to carry (one huge list, no head) is preloaded as its own file instead.
    const huge = `# Huge\n\n${'- item\n'.repeat(CARRIED_MAX_CHARS / 7 + 10)}`
    const big = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    try {
      await writeFile(path.join(big, 'short.md'), huge)
      const { published: hugeBuild } = buildManifest({
        files: [{ path: 'short.md', text: huge, size: huge.length, mtime: 0 }],
        config: {},
        now: 0,
        publish: true,
      })
      expect(hugeBuild.get('short.md')?.head).toBeUndefined()
      writeRouteHtml(big, manifest, entry, { envs, published: hugeBuild })
      const hugeHtml = await readFile(path.join(big, 'short.html'), 'utf8')
      expect(hugeHtml).not.toContain(PAGE_SOURCE_ID)
      expect(hugeHtml).toContain('<link rel="preload" href="/docs/short.md"')
      expect(hugeHtml.length).toBeLessThan(20_000)
    } finally {
      await rm(big, { recursive: true, force: true })
    }
    // Text that would close the element in raw form stays inside it.
    const hostile = '# H\n\n</script><script>alert(1)</script> <!-- x\n'
    const { published: tricky } = buildManifest({
      files: [{ path: 'short.md', text: hostile, size: hostile.length, mtime: 0 }],
      config: {},
      now: 0,
      publish: true,
    })
    const other = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    try {
      // The shell carries the page's file as the build copied it.
      await writeFile(path.join(other, 'short.md'), hostile)
      writeRouteHtml(other, manifest, entry, { envs, published: tricky })
      const trickyHtml = await readFile(path.join(other, 'short.html'), 'utf8')
      expect(carried(trickyHtml).text).toBe(hostile)
      const scripts = new JSDOM(trickyHtml).window.document.querySelectorAll('script:not([type="application/json"])')
      expect(scripts).toHaveLength(1)
    } finally {
      await rm(other, { recursive: true, force: true })
    }
  })

  it('never writes outside the output folder', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'route-html-'))
    await mkdir(path.join(dir, 'out'))
    const manifest = makeManifest([{ route: '/../escape', file: 'x.md', title: 'x' }])
    expect(writeRouteHtml(path.join(dir, 'out'), manifest, { js: 'a.js' })).toBe(0)
  })
})
