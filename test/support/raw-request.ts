// An HTTP request with the path sent exactly as written (no client-side normalisation of `..` or
// escapes), for tests of what servers refuse.

import { request } from 'node:http'

/** Sends `method rawPath` to the server of `url`; resolves with the status and body text. */
export function rawRequest(url: string, rawPath: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}
