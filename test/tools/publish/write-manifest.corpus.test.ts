// The whole shared Rundeck corpus through the manifest builder and the one markdown pipeline.
import { beforeAll, describe, expect, it } from 'vitest'
import type { BuildOutput } from '../../../manifest/builder/build-manifest'
import { prepareCorpus } from '../../../tools/lib/corpus-config'
import { loadManifest } from '../../../tools/publish/write-manifest'
import type { NavItem } from '../../../manifest/types'
import { compactManifest } from '../../../manifest/compact'
import { parseManifest } from '../../../manifest/parse'
import { createRouteResolver, joinPath, splitUrl } from '../../../manifest/paths/index'

const corpus = await prepareCorpus()
if (!corpus) {
  console.log('SKIP corpus-manifest: ../shared/corpus/rundeck-docs is absent')
}

/**
 * Links that reach no page, once per occurrence as `file → href`, derived by resolving every
 * link of the corpus with our rules and checked one by one against the examples of the corpus link survey
 * (../shared/compat/CORPUS-FEATURES.md, "broken links").
 * The survey counts 30 occurrences / 16 targets; the difference is `/plugins/index.md`
 * (learning/getting-started/jobs/job-plugins.md): the redirect map has the key `/plugins/`,
 * and `index.md` of a folder *is* that folder, so we serve it (→ /manual/plugins/full-list)
 * instead of calling it dead.
 */
const REALLY_DEAD = [
  'history/2_x/version-2.5.0.md → /administration/authenticating-users.md#combining-ldap-with-other-modules',
  'history/4_x/version-4.12.0.md → /administration/runner/runner-install.md',
  'learning/getting-started/jobs/how-to-run-a-job.md → /learning/howto/jobs/what-is-a-job.md',
  'learning/getting-started/jobs/how-to-run-a-job.md → /learning/howto/jobs/pieces-of-a-job.md',
  'learning/getting-started/projects-overview.md → https/learning/getting-started/jobs/node-sources.html',
  'learning/getting-started/runners-overview.md → /administration/runner/runner-install.md',
  'learning/getting-started/runners-overview.md → /administration/runner/runner-logging.md',
  'learning/howto/configure-oracle-plugins.md → oracle.com/cloud/sign-in.html',
  ...Array(4).fill(
    'learning/solutions/automated-diagnostics/examples-overview.md → /docs/learning/solutions/automated-diagnostics/examples/kubernetes.html',
  ),
  ...Array(3).fill(
    'learning/solutions/automated-diagnostics/examples-overview.md → /docs/learning/solutions/automated-diagnostics/examples/databases.html',
  ),
  ...Array(4).fill(
    'learning/solutions/automated-diagnostics/index.md → /docs/learning/solutions/automated-diagnostics/examples/kubernetes.html',
  ),
  ...Array(3).fill(
    'learning/solutions/automated-diagnostics/index.md → /docs/learning/solutions/automated-diagnostics/examples/databases.html',
  ),
  'learning/solutions/database-management/db-and-autodiag.md → /learning/soltions/automated-diagnostics/index.md',
  'learning/tutorial/terminology.md → /manual/job-plugins.md#node-steps',
  'learning/tutorial/terminology.md → /manual/job-plugins.md#workflow-steps',
  'manual/03-getting-started.md → /learning/how-to/overview',
  'manual/jobs/job-workflows.md → /manual/workflow-strategies/index.md',
  'manual/plugins/kubernetes-plugins-overview.md → /learning/solutions/automated-diagnostics/examples/k8s-app-debug-capture',
  'manual/plugins/servicenow-plugins-overview.md → /workflow-steps/servicenow.md#servicenow-incident-check-state',
]

describe.skipIf(!corpus)('tools corpus manifest (shared rundeck-docs)', () => {
  // Loaded in beforeAll: a skipped suite's body still runs to collect its tests.
  let manifest: BuildOutput['manifest']
  let details: BuildOutput['details']
  let navStats: BuildOutput['navStats']
  beforeAll(async () => {
    ;({ manifest, details, navStats } = await loadManifest(corpus!))
  }, 120_000)
  const codes = (code: string) => manifest.diagnostics.filter((d) => d.code === code)

  it('renders all 709 pages without exceptions or unresolved includes', () => {
    const failed = new Set(codes('render').map((d) => d.file))
    console.log(`${manifest.pages.length} pages rendered, ${failed.size} failed`)
    expect(manifest.pages).toHaveLength(709)
    expect(codes('render')).toEqual([])
    expect(codes('include')).toEqual([])
    expect(codes('read')).toEqual([])
    expect(manifest.pages.find((p) => p.file === 'api/index.md')?.includes).toEqual(['api/api-index-links.md'])
  })

  it('titles every page', () => {
    expect(manifest.pages.filter((p) => p.title.trim() === '')).toEqual([])
    const title = (file: string) => manifest.pages.find((p) => p.file === file)?.title
    // Frontmatter title beats the first H1 (which carries the API version).
    expect(title('api/index.md')).toBe('API Reference')
    // Only pages with no frontmatter title and no heading at all fall back to the file name;
    // files other pages include (api/api-index-links.md) are partials and get no warning.
    const partials = new Set(manifest.pages.flatMap((p) => p.includes ?? []))
    const headingless = details.pages
      .filter((d) => d.headings.length === 0 && typeof d.frontmatter.title !== 'string')
      .map((d) => d.file)
    expect(headingless).toContain('api/api-index-links.md')
    expect(codes('title').map((d) => d.file)).toEqual(headingless.filter((f) => !partials.has(f)))
  })

  it('resolves all 871 navbar and sidebar links', () => {
    expect(codes('nav')).toEqual([])
    expect(navStats).toEqual({ links: 871, resolved: 871 })
    const links: string[] = []
    const walk = (items: NavItem[]) =>
      items.forEach((i) => {
        if (i.link) links.push(i.link)
        if (i.children) walk(i.children)
      })
    walk(manifest.site.navbar)
    Object.values(manifest.site.sidebars).forEach(walk)
    const routes = new Set(manifest.pages.map((p) => p.route))
    expect(links.filter((l) => !routes.has(l.split('#')[0]))).toEqual([])
    // The group header the original site left broken now reaches the folder index.
    expect(JSON.stringify(manifest.site.sidebars['/manual/'])).toContain(
      '"text":"Integrations","link":"/manual/integrations/"',
    )
  })

  it('reduces broken internal links to the really dead ones of the corpus link survey', () => {
    expect(codes('link')).toEqual([])
    const dead = (details.linkDiagnostics ?? [])
      .filter((d) => d.code === 'link')
      .map((d) => `${d.file} → ${d.message.replace('link target not found: ', '')}`)
    const targets = new Set(dead.map((d) => d.split(' → ')[1].split('#')[0]))
    console.log(`broken internal links: ${dead.length} occurrences, ${targets.size} unique targets`)
    expect(dead).toEqual(REALLY_DEAD)
    expect(targets.size).toBe(15)
  })

  it('finds the missing anchors of the corpus link survey (145, 31 on the same page) plus 6 behind redirects', () => {
    const resolver = createRouteResolver(manifest.pages, manifest.site.redirects)
    const count = { samePage: 0, otherPage: 0, redirected: 0 }
    for (const d of (details.linkDiagnostics ?? []).filter((x) => x.code === 'anchor')) {
      const href = d.message.slice(d.message.lastIndexOf(': ') + 2)
      const target = resolver.resolve(href, d.file)!
      const self = manifest.pages.find((p) => p.file === d.file)!.route
      if (target.redirected) count.redirected++
      else if (target.route === self) count.samePage++
      else count.otherPage++
    }
    console.log(`missing anchors: ${JSON.stringify(count)}`)
    // The survey checks anchors only on links that reach a page directly; the 6 others are links to
    // old paths or a redirectTo stub whose destination lacks the heading.
    expect(count).toEqual({ samePage: 31, otherPage: 114, redirected: 6 })
  })

  it('survives the compact wire format unchanged', () => {
    const wire = JSON.parse(JSON.stringify(compactManifest(manifest)))
    expect(parseManifest(wire)).toEqual(manifest)
  })

  it('lands the other categories of the corpus link survey: redirects, /docs/ prefix, letter case', () => {
    const resolver = createRouteResolver(manifest.pages, manifest.site.redirects)
    const plain = createRouteResolver(manifest.pages, {})
    const stem = (file: string) => file.replace(/(index)?\.md$/, '')
    const count = { redirected: 0, docsPrefix: 0, caseOnly: 0 }
    for (const page of details.pages) {
      for (const link of page.links) {
        if (link.kind !== 'page') continue
        const { path: written } = splitUrl(link.href)
        const real = plain.resolve(written, page.file)
        if (!real) {
          if (resolver.resolve(written, page.file)?.redirected) count.redirected++
          continue
        }
        if (written.startsWith('/docs/')) count.docsPrefix++
        const absolute = written.startsWith('/')
          ? written.slice(1)
          : joinPath(page.file.slice(0, page.file.lastIndexOf('/') + 1), written)
        const target = stem(resolver.page(real.route)!.file)
        if (!absolute.includes(target) && absolute.toLowerCase().includes(target.toLowerCase())) {
          count.caseOnly++
        }
      }
    }
    console.log(`links landing: ${JSON.stringify(count)}`)
    // The survey: 109 via redirects (+1: /plugins/index.md, see REALLY_DEAD), 43 /docs/, 2 case.
    expect(count).toEqual({ redirected: 110, docsPrefix: 43, caseOnly: 2 })
  })
})
