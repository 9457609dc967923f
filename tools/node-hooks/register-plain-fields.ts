// Loaded before every tool that renders markdown (package.json: `tsx --import
// ./tools/node-hooks/register-plain-fields.ts tools/<tool>.ts`): Node then loads markdown-it's
// compiled file with its class fields as plain assignments, as the browser bundle already does
// (esbuild-plain-fields.ts). On a cold start (`npm run dev`, a one-shot build) its tokens' field
// helper was about a third of the render: the corpus's manifest build 2.1 s → 1.5 s. Without the
// hook (tests that import the tools directly) the output is the same, only slower.

import { register } from 'node:module'

register('./plain-fields-load-hook.ts', import.meta.url)
