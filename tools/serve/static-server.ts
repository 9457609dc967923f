// Static file server for a built site: base path, history fallback, brotli or gzip, cache headers, loopback only.

import { createServer, type Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { decodePath } from '../../manifest/paths/decode-path'
import { brotliCopyOf } from '../publish/brotli-copies'
import { contentType, isCompressible, UNCOMPRESSED_UP_TO_BYTES } from './mime-types'
import { PREVIEW_FOLDER } from '../../manifest/paths/preview-path'

/** Options of `serveStatic`. */
export interface ServeOptions {
  /** Folder to serve (a built site). */
  root: string
  /** Base path with slashes, e.g. `/docs/`. */
  base: string
  /** Port; 0 picks a free one. */
  port?: number
  host?: string
  /**
   * Encodings the server may send, in order of preference when the client accepts several.
   * Default brotli then gzip; `['gzip']` serves as stock nginx does (no brotli module).
   */
  encodings?: readonly Encoding[]
}

/** A running server and its URL. */
export interface RunningServer {
  server: Server
  /** e.g. `http://127.0.0.1:4173/docs/` */
  url: string
  close(): Promise<void>
}

/** The request's URL, or undefined when it cannot be parsed. */
function parseRequestUrl(raw: string | undefined): URL | undefined {
  try {
    return new URL(raw ?? '/', 'http://localhost')
  } catch {
    return undefined
  }
}

/** Files the build keeps for the server (nginx snippets) and dotfiles: not for readers. */
function isServerFile(rel: string): boolean {
  return (
    /^nginx-[^/]*\.conf$/.test(rel) ||
    rel.split('/').some((part) => part.startsWith('.') && part !== '.' && part !== '..')
  )
}

/** Serves `root` under `base` with history fallback to index.html. */
export async function serveStatic(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.root)
  const base = options.base
  const encodings = options.encodings ?? ALL_ENCODINGS
  const host = options.host ?? '127.0.0.1'
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        return res.end('Method not allowed')
      }
      const url = parseRequestUrl(req.url)
      // A malformed escape or a NUL byte makes a bad request.
      const decoded = url && decodePath(url.pathname)
      let pathname = decoded?.includes('\0') ? undefined : decoded
      if (!url || pathname === undefined) {
        res.writeHead(400, { 'content-type': 'text/plain' })
        return res.end('Bad request')
      }
      if (pathname === base.slice(0, -1) || pathname === '/') {
        if (pathname !== base) {
          res.writeHead(302, { location: base + url.search })
          return res.end()
        }
      }
      if (!pathname.startsWith(base)) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        return res.end('Not found')
      }
      pathname = pathname.slice(base.length)
      if (isServerFile(pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain' })
        return res.end('Not found')
      }
      const file = path.resolve(root, pathname)
      if (file !== root && !file.startsWith(root + path.sep)) {
        res.writeHead(403)
        return res.end()
      }
      const found = await fileOrFallback(root, file)
      const body = await readFile(found.file)
      const type = contentType(found.file)
      const headers: Record<string, string> = {
        'content-type': type,
        'cache-control': cacheControl(pathname, found.fallback),
        'x-content-type-options': 'nosniff',
      }
      let payload: Buffer = body
      const encoding =
        isCompressible(type) && body.length > UNCOMPRESSED_UP_TO_BYTES
          ? acceptedEncoding(req.headers['accept-encoding'], encodings)
          : undefined
      if (encoding) {
        payload = await compressed(encoding, found.file, found.modified, body)
        headers['content-encoding'] = encoding
        headers.vary = 'Accept-Encoding'
      }
      headers['content-length'] = String(payload.length)
      res.writeHead(200, headers)
      res.end(req.method === 'HEAD' ? undefined : payload)
    } catch {
      // Nothing about the server's files or code goes out in an error.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
      res.end('Internal error')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    server,
    url: `http://${host}:${port}${base}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A content encoding the server can send. */
export type Encoding = 'br' | 'gzip'

const ALL_ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/** The build's brotli copy of `file`, unless it is missing or older than the file. */
async function brotliCopy(file: string, modified: number): Promise<Buffer | undefined> {
  const copy = brotliCopyOf(file)
  const info = await stat(copy).catch(() => undefined)
  return info && info.mtimeMs >= modified ? readFile(copy) : undefined
}

/** The first of `offered` that an Accept-Encoding header accepts, else none. */
function acceptedEncoding(header: string | string[] | undefined, offered: readonly Encoding[]): Encoding | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((token) => token.split(';')[0]!.trim().toLowerCase()),
  )
  return offered.find((encoding) => accepted.has(encoding))
}

/**
 * Compressed bodies by encoding and file, kept while the file is unchanged: a file is compressed
 * once, not per request.
 */
const compressedCache = new Map<string, { modified: number; size: number; body: Buffer }>()
/** Bytes of source files the cache may hold (a large docs tree stays well under it). */
const COMPRESSED_CACHE_BYTES = 256 * 1024 * 1024
let compressedCacheBytes = 0

/**
 * `body` (the content of `file`) in `encoding`: the build's brotli copy when there is one (the
 * app's scripts and styles, at the highest quality), else compressed now at a quality that costs
 * about what gzip does.
 */
async function compressed(encoding: Encoding, file: string, modified: number, body: Buffer): Promise<Buffer> {
  const key = `${encoding} ${file}`
  const hit = compressedCache.get(key)
  if (hit && hit.modified === modified && hit.size === body.length) return hit.body
  const made =
    encoding === 'gzip'
      ? gzipSync(body, { level: 6 })
      : ((await brotliCopy(file, modified)) ??
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }))
  if (hit) compressedCacheBytes -= hit.size
  if (compressedCacheBytes + body.length <= COMPRESSED_CACHE_BYTES) {
    compressedCache.set(key, { modified, size: body.length, body: made })
    compressedCacheBytes += body.length
  } else compressedCache.delete(key)
  return made
}

/**
 * The file itself, else the route's own shell (`x.html`, `x/index.html`), else the generic
 * shell (history fallback) — the same order as deploy/docs-location.conf's try_files. Under
 * `_preview/`, the browser preview's page answers every address (its routes are the picked folder's).
 */
async function fileOrFallback(root: string, file: string) {
  const fileStat = async (f: string) => {
    const found = await stat(f).catch(() => undefined)
    return found?.isFile() ? found : undefined
  }
  const own = await fileStat(file)
  if (own) return { file, fallback: false, modified: own.mtimeMs }
  const preview = path.join(root, PREVIEW_FOLDER)
  if (file === preview || file.startsWith(preview + path.sep)) {
    const page = path.join(preview, 'index.html')
    const found = await fileStat(page)
    if (found) return { file: page, fallback: true, modified: found.mtimeMs }
  }
  for (const candidate of [`${file}.html`, path.join(file, 'index.html'), path.join(root, '404.html')]) {
    const found = await fileStat(candidate)
    if (found) return { file: candidate, fallback: true, modified: found.mtimeMs }
  }
  const shell = path.join(root, 'index.html')
  return { file: shell, fallback: true, modified: (await fileStat(shell))?.mtimeMs ?? 0 }
}

/** Hashed app assets never change; everything else revalidates. */
function cacheControl(pathname: string, fallback: boolean): string {
  if (!fallback && pathname.startsWith('_app/')) {
    return 'public, max-age=31536000, immutable'
  }
  return 'no-cache'
}
