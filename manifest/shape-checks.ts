// The checks the generated manifest guard (manifest-guard.ts) is made of: each takes a value and
// the path it was found at, and returns it typed, or throws a ManifestError naming that path.

/** Thrown when a manifest does not have the expected shape; `path` names the bad field. */
export class ManifestError extends Error {
  readonly path: string
  constructor(path: string, problem: string) {
    super(`invalid manifest at ${path}: ${problem}`)
    this.name = 'ManifestError'
    this.path = path
  }
}

/** A check of one value found at `path`. */
export type Check<T> = (value: unknown, path: string) => T

function fail(path: string, expected: string, value: unknown): never {
  const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  throw new ManifestError(path, `expected ${expected}, got ${got}`)
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const str: Check<string> = (v, p) => (typeof v === 'string' ? v : fail(p, 'string', v))

export const num: Check<number> = (v, p) => (typeof v === 'number' && Number.isFinite(v) ? v : fail(p, 'number', v))

export const bool: Check<boolean> = (v, p) => (typeof v === 'boolean' ? v : fail(p, 'boolean', v))

/** Any value (frontmatter fields), as it is. */
export const anything: Check<unknown> = (v) => v

/** Text of at least `min` characters. */
export function minLength(v: unknown, p: string, min: number): string {
  const text = str(v, p)
  return text.length >= min ? text : fail(p, min === 1 ? 'non-empty string' : `string of ${min}+ characters`, v)
}

/** Text that `pattern` matches; `what` says in words what it must be. */
export function matching(v: unknown, p: string, pattern: RegExp, what: string): string {
  const text = str(v, p)
  return pattern.test(text) ? text : fail(p, what, v)
}

/** One of `values`. */
export function oneOf<T extends string>(v: unknown, p: string, values: readonly T[]): T {
  return values.find((value) => value === v) ?? fail(p, values.join(' | '), v)
}

/** Exactly `value` (the manifest's version): another one is named in the message. */
export function literal<T extends string | number | boolean>(v: unknown, p: string, value: T): T {
  if (v === value) return value
  const name = p.slice(p.lastIndexOf('.') + 1)
  throw new ManifestError(p, `unsupported ${name} ${String(v)}, expected ${String(value)}`)
}

/** An object, whose fields the caller checks. */
export function object(v: unknown, p: string): Record<string, unknown> {
  return isObject(v) ? v : fail(p, 'object', v)
}

/** A list, each item checked by `item`. */
export function array<T>(v: unknown, p: string, item: Check<T>): T[] {
  if (!Array.isArray(v)) fail(p, 'array', v)
  const out = new Array<T>(v.length)
  for (let i = 0; i < v.length; i++) out[i] = item(v[i], `${p}[${i}]`)
  return out
}

/** An object used as a map, each value checked by `item`. */
export function record<T>(v: unknown, p: string, item: Check<T>): Record<string, T> {
  const o = object(v, p)
  const out: Record<string, T> = {}
  for (const key of Object.keys(o)) {
    const value = item(o[key], `${p}.${key}`)
    // A key named __proto__ is data here, not the object's prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true })
    else out[key] = value
  }
  return out
}

/** A list of exactly two values, checked by `first` and `second`. */
export function pair<A, B>(v: unknown, p: string, first: Check<A>, second: Check<B>): [A, B] {
  if (!Array.isArray(v) || v.length !== 2) fail(p, 'a pair', v)
  return [first(v[0], `${p}[0]`), second(v[1], `${p}[1]`)]
}
