// The modules the app shares with its lazily loaded parts (and the first paint does not), imported
// together: what app/entries/shared-chunk.ts does for the first paint's modules, for the app's own
// start. Every entry point that reaches one of them imports this module (main.tsx, the widgets'
// mount modules and the lightbox, highlight-code.ts, the search dialog and runtime), so they
// share one chunk instead of one each, fetched six at a time after the text. The search facade
// (search/index.ts) is not among them: it loads the runtime, which imports this module, so the
// launcher hands it to the dialog instead (search/types.ts's SiteSearch) and only main.tsx reaches
// it. The modules the search dialog shares with the runtime (search/types.ts, the query's terms)
// are here too: otherwise they form a chunk of their own that the dialog's chunk imports, a second
// round trip after it before the dialog shows. Nothing here runs code: the modules are imported
// for their place in the bundle only.

import 'react'
import 'react/jsx-runtime'
import '../../manifest/search/hosted-search'
import '../../manifest/ui/ui-strings'
import '../search/index-request'
import '../search/types'
import '../../manifest/search/query-terms'
import '../lib/asset-url'
import '../../manifest/nav/reading-order'
import '../../manifest/ui/icons'
import '../dom/lazy-style'
import '../dom/svg-icon'
import '../lib/modified-click'
import '../lib/ui-text'
import '../lib/versions'
