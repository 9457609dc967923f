// Bundled for Chromium by test/e2e/pipeline-properties.test.ts: the one rendering path (shared
// pipeline, then the app's check of plain markup or, where it declines, its sanitizer), the pipeline alone, and the output policy check, on `window`.
// Built with the browser bundle's stand-ins (esbuild.config.ts), as the app is.

import { createPurifier } from '../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../app/sanitize/sanitize-policy'
import { installSanitizer, sanitizeRendered } from '../../../app/sanitize/sanitize'
import { createMarkdown } from '../../../manifest/markdown'
import { FILES, VARS } from '../../support/markdown-arbitraries'
import { violations } from '../../support/output-policy'

installSanitizer(createPurifier(SANITIZE_POLICY))
const md = createMarkdown({ vars: VARS, readFile: (file) => FILES.get(file) })

Object.assign(window, {
  renderMarkdown: (src: string) => md.render(src, 'page.md').html,
  renderSafely: (src: string) => {
    return sanitizeRendered(md.render(src, 'page.md').html)
  },
  violations,
})
