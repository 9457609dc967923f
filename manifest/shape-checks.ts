// The checks the generated manifest guard (manifest-guard.ts) is made of: a check takes a value and
// the path it was found at, and returns it typed (objects and lists as checked copies), or throws a
// ManifestError naming that path. Small on purpose: the app's first paint downloads them.

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

/** The keys of `T` that must be there. */
type RequiredKey<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]

/** The keys of `T` that may be left out. */
type OptionalKey<T> = Exclude<keyof T, RequiredKey<T>>

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

/** One of `values`. */
export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (v, p) =>
    values.find((value) => value === v) ?? fail(p, values.join(' | '), v)

/** Exactly `value` (the manifest's version): another one is named in the message. */
export const literal =
  <T extends number>(value: T): Check<T> =>
  (v, p) => {
    if (v === value) return value
    throw new ManifestError(p, `unsupported ${p.slice(p.lastIndexOf('.') + 1)} ${String(v)}, expected ${value}`)
  }

/**
 * An object of type `T`: the checks of the fields it must have and of those it may have, whose
 * keys the compiler holds to `T`'s. Other fields are left out of the copy it returns; its fields
 * come in the order of the checks.
 */
export function shape<T>(
  required: { [K in RequiredKey<T>]: Check<T[K]> },
  optional: { [K in OptionalKey<T>]-?: Check<Exclude<T[K], undefined>> },
): Check<T> {
  const must: [string, Check<unknown>][] = Object.entries(required)
  const may: [string, Check<unknown>][] = Object.entries(optional)
  return (v, p) => {
    if (!isObject(v)) fail(p, 'object', v)
    const out: Record<string, unknown> = {}
    for (const [key, check] of must) out[key] = check(v[key], `${p}.${key}`)
    for (const [key, check] of may) if (v[key] !== undefined) out[key] = check(v[key], `${p}.${key}`)
    // Every required key was set by its check and every optional one that is there: a T.
    return out as T
  }
}

/** A list, each item checked by `item`. */
export const arrayOf =
  <T>(item: Check<T>): Check<T[]> =>
  (v, p) => {
    if (!Array.isArray(v)) fail(p, 'array', v)
    const out = new Array<T>(v.length)
    for (let i = 0; i < v.length; i++) out[i] = item(v[i], `${p}[${i}]`)
    return out
  }

/** An object used as a map, each value checked by `item`. */
export const recordOf =
  <T>(item: Check<T>): Check<Record<string, T>> =>
  (v, p) => {
    if (!isObject(v)) fail(p, 'object', v)
    const out: Record<string, T> = {}
    for (const key of Object.keys(v)) {
      const value = item(v[key], `${p}.${key}`)
      // A key named __proto__ is data here, not the copy's prototype.
      if (key === '__proto__') Object.defineProperty(out, key, { value, enumerable: true, writable: true })
      else out[key] = value
    }
    return out
  }

/** A list of exactly two values, checked by `first` and `second`. */
export const pair =
  <A, B>(first: Check<A>, second: Check<B>): Check<[A, B]> =>
  (v, p) => {
    if (!Array.isArray(v) || v.length !== 2) fail(p, 'a pair', v)
    return [first(v[0], `${p}[0]`), second(v[1], `${p}[1]`)]
  }
