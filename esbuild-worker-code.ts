// An esbuild plugin for code that runs in a worker made from a Blob: `import code from
// './x.ts?worker-code'` gives x.ts and everything it imports bundled as one classic script, as a
// string. A worker made from it fetches nothing to start; a module worker fetches its script and
// the chunks it imports again (the HTTP cache did not answer them), which on a 400 kbit/s link
// cost about 1.3 s before the first search result.

import path from 'node:path'
import { build, type Plugin } from 'esbuild'

const SUFFIX = /\?worker-code$/

/** The plugin; the worker's bundle takes the target, defines, aliases and minifying of the build it is in. */
export function workerCodePlugin(): Plugin {
  return {
    name: 'worker-code',
    setup(b) {
      const { target, define, alias, minify, absWorkingDir } = b.initialOptions
      const root = absWorkingDir ?? process.cwd()
      b.onResolve({ filter: SUFFIX }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(SUFFIX, '')),
        namespace: 'worker-code',
      }))
      b.onLoad({ filter: /.*/, namespace: 'worker-code' }, async (args) => {
        const result = await build({
          entryPoints: [args.path],
          absWorkingDir: root,
          bundle: true,
          write: false,
          format: 'iife',
          platform: 'browser',
          target,
          define,
          alias,
          minify,
          legalComments: 'none',
          metafile: true,
          logLevel: 'silent',
        })
        return {
          contents: result.outputFiles[0]!.text,
          loader: 'text',
          watchFiles: Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file)),
        }
      })
    },
  }
}
