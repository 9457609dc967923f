// The preview's worker script: bundled on its own as one classic script (esbuild-worker-code.ts)
// and started from a Blob by the preview page (app/preview/preview-builder.ts).

import { z } from 'zod'
import { servePreview } from '../preview/preview-worker'

// zod probes `new Function` to compile its checks; the site's policy forbids it (no eval), so it
// is told not to try (no blocked call, nothing in the console).
z.config({ jitless: true })
servePreview(self as unknown as Parameters<typeof servePreview>[0])
