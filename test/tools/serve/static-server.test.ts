// The static server answers bad requests with 4xx and a plain message, never a 500 or an error text.

import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic, type RunningServer } from '../../../tools/serve/static-server'
import { rawRequest as raw } from '../../support/raw-request'

describe('tools/serve/static-server', () => {
  let dir: string
  let server: RunningServer

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'static-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Docs</title>')
    await writeFile(path.join(dir, 'page.md'), '# Page\n')
    await writeFile(path.join(dir, 'nginx-redirects.conf'), 'rewrite ^ /x;')
    await writeFile(path.join(dir, '.build-stamp'), 'stamp')
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

  it('answers methods other than GET and HEAD with 405', async () => {
    expect((await raw(server.url, '/docs/page.md', 'POST')).status).toBe(405)
    expect((await raw(server.url, '/docs/page.md', 'HEAD')).status).toBe(200)
  })
})
