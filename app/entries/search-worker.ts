// The search worker's script: bundled on its own as one classic script (esbuild-worker-code.ts)
// and started from a Blob by the search runtime, so it fetches nothing to start.

import { serveOfflineSearch } from '../search/offline-worker'

serveOfflineSearch(self as unknown as Parameters<typeof serveOfflineSearch>[0])
