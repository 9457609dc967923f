// Static file server for a built site: base path, history fallback, gzip, cache headers, loopback only.

import { createServer, type Server } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { AddressInfo } from 'node:net'
import { contentType, isCompressible } from './mime-types'

/** Options of `serveStatic`. */
export interface ServeOptions {
  /** Folder to serve (a built site). */
  root: string
  /** Base path with slashes, e.g. `/docs/`. */
  base: string
  /** Port; 0 picks a free one. */
  port?: number
  host?: string
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

/** The decoded path, or undefined for a malformed escape or a NUL byte (a bad request). */
function decodePath(encoded: string): string | undefined {
  try {
    const decoded = decodeURIComponent(encoded)
    return decoded.includes('\0') ? undefined : decoded
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
  const host = options.host ?? '127.0.0.1'
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' })
        return res.end('Method not allowed')
      }
      const url = parseRequestUrl(req.url)
      let pathname = url && decodePath(url.pathname)
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
      if (isCompressible(type) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        payload = gzipped(found.file, found.modified, body)
        headers['content-encoding'] = 'gzip'
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

/** Compressed bodies by file, kept while the file is unchanged: a file is gzipped once, not per request. */
const gzipCache = new Map<string, { modified: number; size: number; gz: Buffer }>()
/** Bytes of source files the cache may hold (a large docs tree stays well under it). */
const GZIP_CACHE_BYTES = 256 * 1024 * 1024
let gzipCacheBytes = 0

function gzipped(file: string, modified: number, body: Buffer): Buffer {
  const hit = gzipCache.get(file)
  if (hit && hit.modified === modified && hit.size === body.length) return hit.gz
  const gz = gzipSync(body, { level: 6 })
  if (hit) gzipCacheBytes -= hit.size
  if (gzipCacheBytes + body.length <= GZIP_CACHE_BYTES) {
    gzipCache.set(file, { modified, size: body.length, gz })
    gzipCacheBytes += body.length
  } else gzipCache.delete(file)
  return gz
}

/**
 * The file itself, else the route's own shell (`x.html`, `x/index.html`), else the generic
 * shell (history fallback) — the same order as deploy/docs-location.conf's try_files.
 */
async function fileOrFallback(root: string, file: string) {
  const fileStat = async (f: string) => {
    const found = await stat(f).catch(() => undefined)
    return found?.isFile() ? found : undefined
  }
  const own = await fileStat(file)
  if (own) return { file, fallback: false, modified: own.mtimeMs }
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
