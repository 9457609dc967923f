// Where a shell tells its first paint the size a file is served at: written by
// tools/publish/index-html.ts, read by app/first-paint/app-start.ts. A module of its own: the first
// paint's entry imports it, and anything it shares with the other entries would be a chunk more
// (one more request before the text).

/**
 * Attribute of a first paint's preload (and stylesheet) link: the file's size as served, where the
 * build knows it (app-start.ts tells from it when to request the app).
 */
export const SERVED_BYTES_ATTR = 'data-bytes'
