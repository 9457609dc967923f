// The page query: fetch a page's markdown and its includes in parallel, then render it. Plain data
// (no query library), so the first paint runs the same query as the app; where the two differ is
// said by the page's source (PageSource): how the renderer is had, and what the page's HTML shell
// carried for its own page (its head and its frontmatter as the build parsed it).

import type { PageFrontmatter, PageHead, PageSourceText } from '../../manifest/shell/page-manifest-element'
import type { Manifest, PageEntry } from '../../manifest/types'
import { fetchPageSources, pageKey, siteReader, type ReadText } from './fetch-page'
import type { PageQuery } from './page-cache'
import type { RenderedPage, Renderer } from './render/rendered-page'
import { headFirstBody } from './render/head-first'

/** What the page's HTML shell carried for its own page (app/first-paint/shell-part.ts). */
interface ShellPage {
  route: string
  /** The page's part of the manifest (partial-manifest.ts). */
  manifest: Manifest
  /** The page's opening blocks, rendered first (tools/publish/page-heads.ts). */
  head?: PageHead
  /** The frontmatter as the build parsed it: no YAML parser for this page. */
  frontmatter?: PageFrontmatter
  /** The markdown the shell carried (the page's file or its head): not fetched. */
  source?: PageSourceText
}

/** Where a page's data comes from, besides the network. */
export interface PageSource {
  /** Base path with slashes, e.g. '/docs/'. */
  base: string
  /** The render path (the app loads it as a chunk of its own; the first paint has it at once). */
  renderer: () => Promise<Renderer>
  /**
   * Set by the first paint, whose pages the app takes over: what the shell carried, and the rest
   * of a long page shown without waiting for the sanitizer (render-page.ts's CompleteOptions).
   */
  shell?: ShellPage
  /**
   * Where the docs files' texts are read from: fetched from the site under `base` unless given
   * (the browser preview reads the folder it was given, app/preview/).
   */
  readText?: ReadText
}

/** The page query: one rendered page (its options in the app's QueryClient: query-options.ts's createQueryClient). */
export function pageQuery(source: PageSource, manifest: Manifest, entry: PageEntry) {
  return {
    queryKey: pageKey(entry),
    queryFn: ({ signal }) => renderedPage(source, manifest, entry, signal),
  } satisfies PageQuery<RenderedPage>
}

/**
 * Fetches and renders a page (the renderer is had while its sources are fetched). A page whose
 * shell carried its head is rendered from it, and its whole file is fetched once the app asks for
 * the rest (head-first.ts).
 */
async function renderedPage(
  source: PageSource,
  manifest: Manifest,
  entry: PageEntry,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  const { shell } = source
  const own = shell?.route === entry.route ? shell : undefined
  const read = carriedFirst(source.readText ?? siteReader(source.base), own?.source)
  const head = own?.head
  const [{ renderBody, completePage }, files] = await Promise.all([
    source.renderer(),
    fetchPageSources(read, entry, signal, head?.file),
  ])
  const render = (sources: Map<string, string>) => renderBody(manifest, entry, sources)
  const body = head
    ? headFirstBody(
        await render(files),
        async () => render(new Map(files).set(entry.file, await read(entry.file))),
        head.words,
      )
    : await render(files)
  return completePage(body, own?.frontmatter, { restWithoutSanitizer: !!shell })
}

/** `read`, except for the file whose text the shell carried, which is answered from it. */
function carriedFirst(read: ReadText, carried: PageSourceText | undefined): ReadText {
  if (!carried) return read
  return (file, signal) => (file === carried.file ? Promise.resolve(carried.text) : read(file, signal))
}
