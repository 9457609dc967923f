// An esbuild plugin that turns markdown-it's compiled class fields back into plain assignments.
// markdown-it 15 ships its classes with every field set through a `_defineProperty(this, "name",
// value)` helper; its Token constructor alone calls it eight times per token, and on the 200 KB
// API page that helper was about a fifth of the whole render. `this.name = value` is the same for
// these plain classes (no accessors on their prototypes) and lets the engine build tokens the fast way.

import { readFile } from 'node:fs/promises'
import type { Plugin } from 'esbuild'

/** Files the plugin rewrites: markdown-it's own ES module builds (paths or file: URLs). */
export const MARKDOWN_IT_DIST = /[\\/]node_modules[\\/]markdown-it[\\/]dist[\\/].*\.mjs$/

// `_defineProperty(this, /* doc comment */ "name", value)`, value at most one level of parentheses.
const FIELD_CALL =
  /_defineProperty\(\s*this,\s*(?:\/\*[\s\S]*?\*\/\s*)?"([A-Za-z_$][\w$]*)",\s*((?:[^()]|\([^()]*\))*?)\s*\)/g

/** Rewrites helper calls on `this` into assignments; returns the code and how many were rewritten. */
export function plainFields(code: string): { code: string; rewritten: number } {
  let rewritten = 0
  const out = code.replace(FIELD_CALL, (_call, name: string, value: string) => {
    rewritten++
    return `this.${name} = ${value}`
  })
  return { code: out, rewritten }
}

/** Why a rewrite did nothing (a new markdown-it build no longer matches); undefined when it did its work. */
export function notRewritten(code: string, rewritten: number, file: string): string | undefined {
  return rewritten === 0 && code.includes('_defineProperty(this')
    ? `plain-fields: no field helper calls rewritten in ${file}`
    : undefined
}

/** The plugin; warns (and leaves the file as it is) when a new markdown-it build no longer matches. */
export function plainFieldsPlugin(): Plugin {
  return {
    name: 'plain-fields',
    setup(build) {
      build.onLoad({ filter: MARKDOWN_IT_DIST }, async (args) => {
        const { code, rewritten } = plainFields(await readFile(args.path, 'utf8'))
        const warning = notRewritten(code, rewritten, args.path)
        return { contents: code, loader: 'js', warnings: warning ? [{ text: warning }] : [] }
      })
    },
  }
}
