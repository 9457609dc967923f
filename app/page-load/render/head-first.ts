// A long page shown from its head (tools/publish/page-heads.ts): the first paint renders the head,
// the page's opening blocks, and the whole file is fetched only once the app has taken the page
// over and asks for the rest, so on a slow link the rest of the markdown no longer shares the
// bandwidth with the app's code. The head renders to the whole page's first piece (the build
// checked it), so the rest is added after it, piece by piece, as for any long page.

import type { PageContent } from './page-content'
import type { RenderedBody } from './rendered-page'

/** Thrown by a head-first page's content once the whole file could not be had. */
export class RestUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The rest of the page could not be loaded: ${String(cause)}`)
  }
}

/**
 * The page rendered from its head (`head`, rendered as a page of its own), whose rest comes from
 * `loadWhole` (the whole file fetched and rendered), called the first time the content is asked
 * to prepare its rest. `words` is the whole page's count (the build's), for its reading time; its
 * source is unknown (undefined) until the whole file is here.
 */
export function headFirstBody(head: RenderedBody, loadWhole: () => Promise<RenderedBody>, words: number): RenderedBody {
  let whole: RenderedBody | undefined
  let failure: RestUnavailable | undefined
  let loading: Promise<void> | undefined
  /** The whole page once it is here; starts loading it; throws once it could not be had. */
  const arrived = (): RenderedBody | undefined => {
    if (failure) throw failure
    loading ??= loadWhole().then(
      (body) => {
        whole = body
      },
      (error: unknown) => {
        failure = new RestUnavailable(error)
      },
    )
    return whole
  }
  const needWhole = (): RenderedBody => {
    const body = arrived()
    if (!body) throw new Error('The rest of the page has not arrived yet')
    return body
  }
  const content: PageContent = {
    hasMore: true,
    // What needs all of the page waits for its pieces (fill-content.ts): the rest is a download away.
    huge: true,
    prepare: () => arrived()?.content.prepare() ?? false,
    arrival() {
      if (whole || failure) return undefined
      arrived() // starts the download
      return loading
    },
    ready: () => (whole ? whole.content.ready() : 1),
    count: () => needWhole().content.count(),
    piece: (index) => (index === 0 ? head.content.piece(0) : needWhole().content.piece(index)),
    // All that is here: the head's blocks until the rest has come (what was shown of the page).
    whole: () => (whole ? whole.content.whole() : head.content.whole()),
  }
  return {
    entry: head.entry,
    yaml: head.yaml,
    content,
    headings: head.headings,
    get source() {
      return whole?.source
    },
    get words() {
      return whole?.words ?? words
    },
    finish: () => needWhole().finish(),
    stepped: true,
  }
}
