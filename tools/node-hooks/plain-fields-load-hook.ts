// The module load hook register-plain-fields.ts installs: markdown-it's compiled ES module with
// its `_defineProperty(this, …)` field calls rewritten as assignments (esbuild-plain-fields.ts
// says why this is the same); every other module is loaded as it is.

import type { LoadHook } from 'node:module'
import { MARKDOWN_IT_DIST, plainFields } from '../../esbuild-plain-fields'

export const load: LoadHook = async (url, context, nextLoad) => {
  const result = await nextLoad(url, context)
  if (!MARKDOWN_IT_DIST.test(url) || result.source === undefined) return result
  return { ...result, source: plainFields(String(result.source)).code }
}
