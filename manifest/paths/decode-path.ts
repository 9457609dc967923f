// Percent-decoding of a URL path, one rule for the static server and the service worker.

/**
 * `encoded` (a URL's path, or a part of it) with its percent escapes decoded, or undefined when an
 * escape is malformed: each caller decides what such a request means (the static server answers
 * 400, the service worker looks the path up as written).
 *
 * @example
 * decodePath('/guide/caf%C3%A9') // '/guide/café'
 * decodePath('/100%') // undefined
 */
export function decodePath(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return undefined
  }
}
