// `npm run dev`: app bundle + docs straight from disk + in-memory manifest and search, live over SSE.
//
// Jobs:
// 1. Build the app (esbuild context, shared options) and the content (the production manifest and
//    search builders, with a cache) in parallel; serve both on 127.0.0.1.
// 2. Serve docs files from the docs folder itself, never anything outside it (safe-path.ts).
// 3. Watch the docs folder and config files; rebuild incrementally and push a `content` event.
//    An app rebuild pushes `reload`.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { lstat, readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { DEV_PREFIX } from '../../manifest/dev-protocol'
import { normalizeBase } from '../../manifest/paths/index'
import { startAppBundle, VENDOR_PREFIX, type DevAppBundle } from './dev-app-bundle'
import { createDevContent, type DevContent, type DevContentOptions } from './dev-content'
import { createDevEvents } from './dev-events'
import { devTiming } from './dev-timings'
import { watchContent } from './dev-watch'
import { renderIndexHtml } from '../publish/index-html'
import { contentType } from '../serve/mime-types'
import { formatDiagnostic } from '../lib/print-diagnostics'
import { insideRealRoot, resolveUrlPath } from '../serve/safe-path'

/** Options of `startDevServer` (the content flags plus where to listen). */
export interface DevServerOptions extends DevContentOptions {
  /** Port; 0 picks a free one. Default 5173. */
  port?: number
  /** Interface to bind; default 127.0.0.1 (loopback only). */
  host?: string
  /** Log line sink (default console.log); `false` silences the server. */
  log?: ((line: string) => void) | false
  /**
   * The app's bundle, when the caller started it early (the CLI does, before it loads the rest of
   * the server: esbuild then works on its own threads meanwhile); else started here.
   */
  appBundle?: Promise<DevAppBundle>
}

/** A running dev server. */
export interface DevServer {
  server: Server
  /** e.g. `http://127.0.0.1:5173/docs/` */
  url: string
  content: DevContent
  /**
   * Resolves once a page has connected for live updates (its app has started), or PAGE_WAIT_MS
   * after the server started listening without one: work that can wait (the whole site's
   * problems, the warm-up) waits for it, so as not to slow the first page.
   */
  pageLoaded: Promise<void>
  /** Resolves after the next content update has been applied and announced (for tests and benches). */
  nextUpdate(): Promise<string[]>
  close(): Promise<void>
}

/** Files of the docs folder the production build does not publish either. */
const UNPUBLISHED = new Set(['site.config.json', 'node_modules'])
const KILL_SWITCH_WORKER = `// Runbook Docs dev server: no service worker in dev.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', () => self.registration.unregister())
`
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])
/** How long `pageLoaded` waits for a page at most. */
const PAGE_WAIT_MS = 3000
/** How long after an update its files' problems are listed in the terminal (see where it is used). */
const REPORT_AFTER_MS = 150

/** Starts the dev server; resolves once the app and the content are built and the port is open. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log === false ? () => undefined : (options.log ?? console.log)
  const root = path.resolve(options.src)
  const started = performance.now()
  const events = createDevEvents()
  const appBundle = (options.appBundle ?? startAppBundle()).then((b) => (devTiming('app bundled'), b))
  let onPageLoaded: () => void = () => undefined
  const pageLoaded = new Promise<void>((resolve) => (onPageLoaded = resolve))
  const [bundle, content] = await Promise.all([
    appBundle,
    createDevContent({ ...options, renderAfter: appBundle, warmUpAfter: pageLoaded }).then(
      (c) => (devTiming('content built'), c),
    ),
  ])
  bundle.onRebuild((build) => {
    log(`app rebuilt → reloading ${events.clients} page(s)`)
    events.broadcast({ type: 'reload', appBuild: build })
  })
  const base = normalizeBase(options.base ?? content.output.manifest.site.base)
  const waiting: ((files: string[]) => void)[] = []
  // Updates run one after another, in the order the batches arrived, once every page is rendered.
  let updates = content.rendered.then(
    () => {
      if (!content.skimmed) return
      // The open pages take the full build in place (titles the skim could not see, for one).
      events.broadcast({ type: 'content', contentHash: content.output.manifest.contentHash, files: [] })
      log(`every page rendered in ${Math.round(performance.now() - started)} ms`)
    },
    (error: unknown) => log(`rendering the pages failed: ${error instanceof Error ? error.message : String(error)}`),
  )

  const stopWatching = watchContent(options, (batch) => {
    const started = performance.now()
    updates = updates.then(async () => {
      try {
        const files = await content.update(batch)
        if (files.length > 0 || batch.config || batch.vars) {
          events.broadcast({ type: 'content', contentHash: content.output.manifest.contentHash, files })
          const ms = Math.round(performance.now() - started)
          log(`updated ${files.join(', ') || 'site config'} in ${ms} ms`)
          // Only the saved files' findings: the whole site's are worked out when the page asks.
          // Listed once the open pages have had their manifest and files: working them out holds
          // the server (about 50 ms at ten times the corpus), and the pages are waiting.
          setTimeout(() => {
            content.problemsOfFiles(files).then(
              (problems) => problems.forEach((p) => log(formatDiagnostic(p))),
              (error: unknown) =>
                log(`problems of ${files.join(', ')}: ${error instanceof Error ? error.message : String(error)}`),
            )
          }, REPORT_AFTER_MS).unref()
        }
        waiting.splice(0).forEach((resolve) => resolve(files))
      } catch (error) {
        log(`update failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  })

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // The author sees the cause in the terminal; the response names nothing of the server.
      log(`request failed: ${req.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal error')
    })
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    if (LOOPBACK.has(options.host ?? '127.0.0.1') && !LOOPBACK.has(host)) {
      // A loopback server answers loopback names only (no DNS-rebinding reads).
      return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden host')
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', '')
    const url = new URL(req.url ?? '/', 'http://localhost')
    const pathname = url.pathname
    if (pathname.startsWith(VENDOR_PREFIX)) {
      const vendor = await bundle.vendorFile(pathname.slice(VENDOR_PREFIX.length))
      if (vendor) return send(res, 200, vendor.type, vendor.bytes)
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    }
    if (pathname === '/' || pathname === base.slice(0, -1)) {
      res.writeHead(302, { location: base + url.search })
      return void res.end()
    }
    if (!pathname.startsWith(base)) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    const rel = pathname.slice(base.length)
    const memory = await fromMemory(rel, url, req, res)
    if (memory !== undefined) return send(res, 200, contentType(memory.name), memory.body)
    if (res.headersSent) return
    if (rel === 'sw.js') {
      // No offline cache in dev (it would serve stale copies of what the author is editing):
      // a worker without a fetch handler that removes itself once active.
      return send(res, 200, 'text/javascript; charset=utf-8', KILL_SWITCH_WORKER)
    }
    if (rel.startsWith('_app/')) return send(res, 404, 'text/plain; charset=utf-8', 'Not found')
    const safe = resolveUrlPath(root, rel)
    if (!safe.ok) return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden')
    const top = safe.rel.split('/')[0]
    if (safe.rel !== '' && !UNPUBLISHED.has(top) && !safe.rel.split('/').some((s) => s.startsWith('.'))) {
      // A page's markdown as the manifest was built from it, without going to the disk again: a
      // page asks for it together with the manifest right after a save.
      const held = content.heldFile(safe.rel)
      if (held) return send(res, 200, contentType(safe.rel), held)
      const link = await lstat(safe.file).catch(() => undefined)
      if (link) {
        const real = await insideRealRoot(root, safe.file)
        if (!real) return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden')
        const info = await lstat(real)
        if (info.isFile()) return send(res, 200, contentType(real), await readFile(real))
      }
    }
    return send(res, 200, 'text/html; charset=utf-8', shell(safe.rel))
  }

  /** manifest, search and app files, and the dev endpoints; undefined when `rel` is none of them. */
  async function fromMemory(rel: string, url: URL, req: IncomingMessage, res: ServerResponse) {
    if (rel === `${DEV_PREFIX}events`) {
      onPageLoaded()
      events.subscribe(req, res, {
        type: 'hello',
        appBuild: bundle.build,
        contentHash: content.output.manifest.contentHash,
      })
      return undefined
    }
    if (rel === `${DEV_PREFIX}problems.json`) return json('problems.json', await content.problems())
    if (rel === 'manifest.json') return { name: rel, body: content.manifestJson() }
    if (rel === `${DEV_PREFIX}manifest-change.json`) {
      // `null` (not a 404, which the browser would log as an error): fetch manifest.json instead.
      return { name: rel, body: content.manifestChangeJson(url.searchParams.get('since') ?? '') ?? 'null' }
    }
    if (rel === 'manifest.pages.json') return { name: rel, body: await content.detailsJson() }
    if (rel.startsWith('search/')) {
      const body = await content.searchFile(rel.slice('search/'.length))
      return body === undefined ? undefined : { name: rel, body }
    }
    const file = bundle.file(rel)
    return file && { name: rel, body: file.bytes }
  }

  function shell(rel: string): string {
    const hit = content.resolver.resolve('/' + rel)
    const page = hit && content.resolver.page(hit.route)
    return renderIndexHtml({ manifest: content.output.manifest, entry: bundle.entry, page, dev: true })
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 5173, options.host ?? '127.0.0.1', resolve)
  })
  devTiming('listening')
  setTimeout(onPageLoaded, PAGE_WAIT_MS).unref()
  const { port } = server.address() as AddressInfo
  const host = options.host ?? '127.0.0.1'
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}${base}`
  return {
    server,
    url,
    content,
    pageLoaded,
    nextUpdate: () => new Promise((resolve) => waiting.push(resolve)),
    close: async () => {
      stopWatching()
      events.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await bundle.close()
    },
  }
}

function json(name: string, value: unknown) {
  return { name, body: JSON.stringify(value) }
}

/** Sends a whole response; dev answers are never cached (the author is editing them). */
function send(res: ServerResponse, status: number, type: string, body: string | Uint8Array): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.length),
  })
  res.end(body)
}
