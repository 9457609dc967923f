// The modules the first paint, the app and its lazily loaded parts share, imported together.
//
// esbuild puts the modules reached by the same entry points into one chunk. Lazy parts (widgets,
// search) each reach a few of these small modules, so each module ended up in a chunk of its own:
// a dozen requests before a page's text, where HTTP/1.1 fetches six at a time and each costs a
// round trip. Every entry point that reaches one of them imports this module (main.tsx, the first
// paint's paint-page.ts, the renderer, the widgets' mount modules and the lightbox,
// highlight-code.ts, the search dialog and runtime), so they are reached together and share one
// chunk; first-paint-size.test.ts counts the files before the text. The search index's fallback
// (offline-index.ts) does not: the search worker's script bundles it, and would carry all of
// these. Nor does the sanitizer (sanitize/purifier.ts), which reaches none of them: its loader
// hands it what it shares (sanitize-policy.ts), as a lazy part that imported this module would
// come back to the module that loads it. Listed are the modules the first paint runs; what only
// the app needs after the text sits in files of its own (e.g. lib/scroll-spy.ts beside lib/toc.ts,
// nav/active-trail.ts beside nav/sidebar.ts) that app-chunk.ts groups. Nothing here runs code: the
// modules are imported for their place in the bundle only.

import '../../manifest/markdown/word-count'
import '../../manifest/memo-by-object'
import '../../manifest/nav/nav-shard'
import '../../manifest/nav/sidebar'
import '../../manifest/ui/ui-strings-shell'
import '../../manifest/paths/url-policy'
import '../page-load/render/head-first'
import '../page-load/render/page-content'
import '../sanitize/sanitize'
import '../page-load/fetch-manifest'
import '../page-load/fetch-page'
import '../page-load/load-page'
import '../page-load/manifest-query'
import '../page-load/page-query'
import '../page-load/partial-manifest'
import '../lib/base-path'
import '../lib/breadcrumbs'
import '../dom/color-scheme-boot'
import '../lib/doc-page-frame'
import '../lib/resolve-page'
import '../lib/toc'
