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

/** Serves `root` under `base` with history fallback to index.html. */
export async function serveStatic(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.root)
  const base = options.base
  const host = options.host ?? '127.0.0.1'
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost')
      let pathname = decodeURIComponent(url.pathname)
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
      let payload = body
      if (
        isCompressible(type) &&
        body.length > 1024 &&
        /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
      ) {
        payload = gzipSync(body, { level: 6 })
        headers['content-encoding'] = 'gzip'
        headers.vary = 'Accept-Encoding'
      }
      headers['content-length'] = String(payload.length)
      res.writeHead(200, headers)
      res.end(req.method === 'HEAD' ? undefined : payload)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(error))
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

/**
 * The file itself, else the route's own shell (`x.html`, `x/index.html`), else the generic
 * shell (history fallback) — the same order as deploy/docs-location.conf's try_files.
 */
async function fileOrFallback(root: string, file: string) {
  const isFile = async (f: string) => (await stat(f).catch(() => undefined))?.isFile()
  if (await isFile(file)) return { file, fallback: false }
  for (const candidate of [`${file}.html`, path.join(file, 'index.html')]) {
    if (await isFile(candidate)) return { file: candidate, fallback: true }
  }
  const generic = path.join(root, '404.html')
  return { file: (await isFile(generic)) ? generic : path.join(root, 'index.html'), fallback: true }
}

/** Hashed app assets never change; everything else revalidates. */
function cacheControl(pathname: string, fallback: boolean): string {
  if (!fallback && pathname.startsWith('_app/')) {
    return 'public, max-age=31536000, immutable'
  }
  return 'no-cache'
}
