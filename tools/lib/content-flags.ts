// The command line of every Runbook Docs CLI: the shared content flags (--src, --site-config,
// --vars, --base), the common extras (--out, --port, --strict, --json), the tool's own flags and
// --help, parsed by node:util parseArgs. An unknown flag is refused with a pointer to --help.

import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'

/** Parsed command line of any Runbook Docs CLI. */
export interface ContentFlags {
  /** Docs folder (markdown + assets). Default `docs-src`. */
  src: string
  /** True when `--src` was given (benches measure the shared corpus otherwise). */
  srcGiven: boolean
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
  /** The tool's own flags, by name. */
  own: Record<string, string | boolean | undefined>
  /** Arguments that are not flags. */
  rest: string[]
}

/** One flag of a tool: its kind and what it does (for --help). */
export interface FlagSpec {
  type: 'string' | 'boolean'
  description: string
  /** Placeholder in the help text, e.g. `DIR`. */
  value?: string
}

/** What a CLI is, for its --help. */
export interface ToolSpec {
  /** npm script name, e.g. `build` or `bench:load`. */
  name: string
  /** One line on what the tool does. */
  summary: string
  /** Flags only this tool has. */
  flags?: Record<string, FlagSpec>
  /** What plain arguments mean, e.g. `[PAGE…]`; without it, plain arguments are refused. */
  positionals?: string
}

/** The flags every tool takes. */
export const CONTENT_FLAGS: Record<string, FlagSpec> = {
  src: { type: 'string', value: 'DIR', description: 'docs folder (markdown and assets); default docs-src' },
  'site-config': { type: 'string', value: 'FILE', description: 'site config JSON; default <src>/site.config.json' },
  vars: { type: 'string', value: 'FILE', description: 'flat JSON object of template variables ({{ $name }})' },
  base: {
    type: 'string',
    value: 'PATH',
    description: 'base path the site is served under; default from the config, else /docs/',
  },
  out: { type: 'string', value: 'DIR', description: 'output folder (tools that write files)' },
  port: { type: 'string', value: 'N', description: 'port for servers; 0 picks a free one' },
  strict: { type: 'boolean', description: 'exit 1 when a page has an error' },
  json: { type: 'boolean', description: 'machine-readable output' },
  help: { type: 'boolean', description: 'show this help' },
}

/** A command line the tool cannot run with; the message says why. */
export class UsageError extends Error {}

/** The --help text of a tool. */
export function helpText(tool: ToolSpec): string {
  const all = { ...CONTENT_FLAGS, ...tool.flags }
  const rows = Object.entries(all).map(([name, spec]) => [
    `--${name}${spec.value ? ` ${spec.value}` : ''}`,
    spec.description,
  ])
  const width = Math.max(...rows.map(([flag]) => flag!.length))
  const usage = `npm run ${tool.name} -- [flags]${tool.positionals ? ` ${tool.positionals}` : ''}`
  return [
    `${tool.summary}`,
    '',
    `usage: ${usage}`,
    '',
    'flags:',
    ...rows.map(([flag, text]) => `  ${flag!.padEnd(width)}  ${text}`),
  ].join('\n')
}

/**
 * Parses `argv` for `tool` (`--name value` and `--name=value` forms).
 * @throws UsageError for an unknown flag, a missing value or a port that is not a number
 * @example parseContentFlags(['--src', 'docs', '--base=/manual/'])
 */
export function parseContentFlags(argv: string[], tool?: ToolSpec): ContentFlags {
  const specs = { ...CONTENT_FLAGS, ...tool?.flags }
  const options: NonNullable<ParseArgsConfig['options']> = {}
  for (const [name, spec] of Object.entries(specs)) options[name] = { type: spec.type }
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: true })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const flag = /'(-{1,2}[^'\s]+)/.exec(message)?.[1]
    const reason = /Unknown option/.test(message)
      ? `unknown flag ${flag ?? ''}`
      : /argument missing/.test(message)
        ? `${flag ?? 'a flag'} needs a value`
        : message
    throw new UsageError(`${reason.trim()}${tool ? ` (npm run ${tool.name} -- --help lists the flags)` : ''}`)
  }
  const values = parsed.values as Record<string, string | boolean | undefined>
  const str = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined)
  if (tool && !tool.positionals && parsed.positionals.length) {
    throw new UsageError(
      `unexpected argument ${parsed.positionals[0]} (npm run ${tool.name} -- --help lists the flags)`,
    )
  }
  const src = str('src') ?? 'docs-src'
  const defaultConfig = path.join(src, 'site.config.json')
  const portText = str('port')
  const port = portText === undefined ? undefined : Number(portText)
  if (port !== undefined && !Number.isInteger(port)) throw new UsageError(`--port must be a number, got ${portText}`)
  const own: ContentFlags['own'] = {}
  for (const name of Object.keys(tool?.flags ?? {})) own[name] = values[name]
  return {
    src,
    srcGiven: str('src') !== undefined,
    siteConfig: str('site-config') ?? (existsSync(defaultConfig) ? defaultConfig : undefined),
    vars: str('vars'),
    base: str('base'),
    out: str('out'),
    port,
    strict: values.strict === true,
    json: values.json === true,
    own,
    rest: parsed.positionals,
  }
}

/**
 * The command line of a CLI: prints the help and exits 0 on --help, prints the problem and exits
 * 2 on a bad command line, else returns the flags.
 */
export function toolFlags(tool: ToolSpec, argv = process.argv.slice(2)): ContentFlags {
  try {
    if (argv.includes('--help') || argv.includes('-h')) {
      console.log(helpText(tool))
      process.exit(0)
    }
    return parseContentFlags(argv, tool)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${tool.name}: ${error.message}`)
    process.exit(2)
  }
}
