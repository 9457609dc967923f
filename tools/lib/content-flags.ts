// The content flags every CLI shares (--src, --site-config, --vars, --base) plus the common extras.

import { existsSync } from 'node:fs'
import path from 'node:path'

/** Parsed command line of any Runbook Docs CLI. */
export interface ContentFlags {
  /** Docs folder (markdown + assets). Default `docs-src`. */
  src: string
  /** Site config JSON; default `<src>/site.config.json` when it exists. */
  siteConfig?: string
  /** Flat JSON file of template-variable values. */
  vars?: string
  /** Base path override, e.g. `/docs/`. */
  base?: string
  /** Output folder for tools that write files. */
  out?: string
  /** Port for servers (0 = pick a free one). */
  port?: number
  /** Exit non-zero on errors. */
  strict: boolean
  /** Machine-readable output. */
  json: boolean
  /** Arguments that are not flags. */
  rest: string[]
}

const VALUE_FLAGS = ['src', 'site-config', 'vars', 'base', 'out', 'port'] as const

/**
 * Parses `--name value` and `--name=value` forms.
 * @example parseContentFlags(['--src', 'docs', '--base=/manual/'])
 */
export function parseContentFlags(argv: string[]): ContentFlags {
  const values: Record<string, string> = {}
  const flags = new Set<string>()
  const rest: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) {
      rest.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2)
    if ((VALUE_FLAGS as readonly string[]).includes(name)) {
      const value = inline ?? argv[++i]
      if (value === undefined) throw new Error(`--${name} needs a value`)
      values[name] = value
    } else if (name === 'strict' || name === 'json') {
      flags.add(name)
    } else {
      throw new Error(`unknown flag --${name}`)
    }
  }
  const src = values.src ?? 'docs-src'
  const defaultConfig = path.join(src, 'site.config.json')
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !Number.isInteger(port)) {
    throw new Error(`--port must be a number, got ${values.port}`)
  }
  return {
    src,
    siteConfig:
      values['site-config'] ??
      (existsSync(defaultConfig) ? defaultConfig : undefined),
    vars: values.vars,
    base: values.base,
    out: values.out,
    port,
    strict: flags.has('strict'),
    json: flags.has('json'),
    rest,
  }
}
