// The static server answers bad requests with 4xx and a plain message, never a 500 or an error text,
// and sends brotli (the build's copy where there is one) or gzip to browsers that accept them.

import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type RunningServer } from '../../../tools/serve/static-server'
import { rawRequest as raw } from '../../support/raw-request'

/** GETs `url` with an Accept-Encoding header; resolves with the encoding and the body as sent. */
function get(url: string, acceptEncoding: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** A script long enough to be compressed. */
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))}\n`

describe('tools/serve/static-server', () => {
  let dir: string
  let server: RunningServer

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Docs</title>')
    await writeFile(path.join(dir, 'page.md'), '# Page\n')
    await mkdir(path.join(dir, '_preview'))
    await writeFile(path.join(dir, '_preview/index.html'), '<!doctype html><title>Preview</title>')
    await writeFile(path.join(dir, 'nginx-redirects.conf'), 'rewrite ^ /x;')
    await writeFile(path.join(dir, '.build-stamp'), 'stamp')
    await mkdir(path.join(dir, '_app'))
    for (const name of ['copied.js', 'stale.js', 'plain.js']) await writeFile(path.join(dir, '_app', name), SCRIPT)
    // The build's copies: one as made, one older than its file (the file changed since).
    await writeFile(path.join(dir, '_app/copied.js.br'), brotliCompressSync(SCRIPT))
    await writeFile(path.join(dir, '_app/stale.js.br'), brotliCompressSync('stale'))
    const old = new Date(Date.now() - 60_000)
    await utimes(path.join(dir, '_app/stale.js.br'), old, old)
    server = await serveStatic({ root: dir, base: '/docs/' })
  })
  afterAll(async () => {
    await server?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('serves files and falls back to the app shell', async () => {
    expect(await raw(server.url, '/docs/page.md')).toEqual({ status: 200, body: '# Page\n' })
    expect((await raw(server.url, '/docs/some/route')).body).toContain('<title>Docs</title>')
  })

  it('answers every address under _preview/ with the browser preview’s page', async () => {
    for (const address of ['/docs/_preview/', '/docs/_preview/guide/', '/docs/_preview/a/b.md']) {
      expect((await raw(server.url, address)).body, address).toContain('<title>Preview</title>')
    }
    expect((await raw(server.url, '/docs/guide/')).body).toContain('<title>Docs</title>')
  })

  it.each(['/docs/%E0%A4%A', '/docs/%', '/docs/page%ZZ.md', '/docs/page.md%00', '/docs/%00/x'])(
    'answers the malformed path %s with 400',
    async (bad) => {
      expect(await raw(server.url, bad)).toEqual({ status: 400, body: 'Bad request' })
    },
  )

  it('keeps the files meant for the server, and dotfiles, from readers', async () => {
    for (const hidden of ['/docs/nginx-redirects.conf', '/docs/.build-stamp']) {
      expect(await raw(server.url, hidden), hidden).toEqual({ status: 404, body: 'Not found' })
    }
  })

  it("sends brotli to a browser that accepts it, the build's copy where there is a fresh one", async () => {
    const copy = await get(`${server.url}_app/copied.js`, 'gzip, deflate, br')
    expect(copy.encoding).toBe('br')
    expect(copy.vary).toBe('Accept-Encoding')
    expect(copy.body.equals(brotliCompressSync(SCRIPT))).toBe(true)
    for (const name of ['stale.js', 'plain.js']) {
      const made = await get(`${server.url}_app/${name}`, 'br')
      expect(made.encoding, name).toBe('br')
      expect(brotliDecompressSync(made.body).toString(), name).toBe(SCRIPT)
    }
  })

  it('sends gzip to a browser that accepts gzip only, and the file as it is to one that accepts neither', async () => {
    const gzip = await get(`${server.url}_app/copied.js`, 'gzip, deflate')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT)
    const plain = await get(`${server.url}_app/copied.js`, '')
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('serves gzip only, as stock nginx does, when told to, even to a browser that prefers brotli', async () => {
    const gzipOnly = await serveStatic({ root: dir, base: '/docs/', encodings: ['gzip'] })
    try {
      const sent = await get(`${gzipOnly.url}_app/copied.js`, 'gzip, deflate, br;q=1.0')
      expect(sent.encoding).toBe('gzip')
      expect(gunzipSync(sent.body).toString()).toBe(SCRIPT)
    } finally {
      await gzipOnly.close()
    }
  })

  it('reads Accept-Encoding as a list of tokens with weights', async () => {
    expect((await get(`${server.url}_app/copied.js`, 'br;q=0.9, gzip')).encoding).toBe('br')
    expect((await get(`${server.url}_app/copied.js`, 'x-br, gzip')).encoding).toBe('gzip')
  })

  it('answers methods other than GET and HEAD with 405', async () => {
    expect((await raw(server.url, '/docs/page.md', 'POST')).status).toBe(405)
    expect((await raw(server.url, '/docs/page.md', 'HEAD')).status).toBe(200)
  })
})
