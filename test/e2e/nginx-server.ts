// Starts Debian's nginx on a loopback port with deploy/ config, serving a built site under /docs/.
// The http block is stock (Debian's mime.types, nothing added): the snippet must bring what it needs.

import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'

/** Where Debian installs nginx. */
export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))

/** A running nginx and the URL of the docs under it. */
export interface RunningNginx {
  url: string
  stop(): Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/**
 * Writes a minimal nginx.conf around a location snippet and starts nginx in the foreground. The
 * snippet is deploy/docs-location.conf with the shipped headers, or with `generated` the one the
 * build wrote into the site (with its own nginx-security-headers.conf), used exactly as written.
 */
export async function startNginx(
  siteDir: string,
  workDir: string,
  options: { generated?: boolean } = {},
): Promise<RunningNginx> {
  if (!NGINX_PATH) throw new Error('nginx is not installed (apt-get install nginx)')
  const port = await freePort()
  await mkdir(path.join(workDir, 'logs'), { recursive: true })
  const headers = path.join(workDir, 'headers.conf')
  await writeFile(headers, await readFile('deploy/security-headers.conf', 'utf8'))
  const location = options.generated
    ? await readFile(path.join(siteDir, 'nginx-docs-location.conf'), 'utf8')
    : (await readFile('deploy/docs-location.conf', 'utf8'))
        .replaceAll('/srv/runbook-docs/', siteDir.replace(/\/?$/, '/'))
        .replaceAll('/etc/nginx/runbook-docs-headers.conf', headers)
  await writeFile(path.join(workDir, 'docs-location.conf'), location)
  const conf = `daemon off;
worker_processes 1;
user root;
pid ${workDir}/nginx.pid;
error_log ${workDir}/logs/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    include ${workDir}/docs-location.conf;
  }
}
`
  const confFile = path.join(workDir, 'nginx.conf')
  await writeFile(confFile, conf)
  const child: ChildProcess = spawn(NGINX_PATH, ['-c', confFile, '-p', workDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d) => (stderr += d))
  const url = `http://127.0.0.1:${port}/docs/`
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      }),
  }
}
