// The benchmarks' --compress flag: which encodings the measured site is served with. Default gzip,
// as stock nginx serves it (Debian's nginx has no brotli module); `both` measures each in turn.

import type { FlagSpec } from '../lib/content-flags'
import { UsageError } from '../lib/content-flags'
import type { Encoding } from '../serve/static-server'

/** One way of serving the site: its name in the output and the encodings the server may send. */
export interface Compression {
  name: 'gzip' | 'brotli'
  encodings: readonly Encoding[]
}

const GZIP: Compression = { name: 'gzip', encodings: ['gzip'] }
const BROTLI: Compression = { name: 'brotli', encodings: ['br', 'gzip'] }

/** The flag's help entry. */
export const COMPRESS_FLAG: Record<string, FlagSpec> = {
  compress: {
    type: 'string',
    value: 'gzip|brotli|both',
    description: 'encoding the site is served with; default gzip (stock nginx), both: one run each',
  },
}

/**
 * The compressions a `--compress` value asks for.
 * @throws UsageError for any other value
 * @example compressionsFor(undefined) // [gzip]
 */
export function compressionsFor(value: string | boolean | undefined): Compression[] {
  if (value === undefined || value === 'gzip') return [GZIP]
  if (value === 'brotli') return [BROTLI]
  if (value === 'both') return [GZIP, BROTLI]
  throw new UsageError(`--compress must be gzip, brotli or both, got ${String(value)}`)
}

/** The compressions a tool's `--compress` asks for; on a bad value prints why and exits 2, as `toolFlags` does. */
export function compressionsOrExit(tool: string, value: string | boolean | undefined): Compression[] {
  try {
    return compressionsFor(value)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    console.error(`${tool}: ${error.message}`)
    process.exit(2)
  }
}
