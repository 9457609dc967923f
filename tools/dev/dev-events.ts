// Server-Sent Events hub of the dev server: open pages subscribe, the server broadcasts changes.

import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DevEvent } from '../../manifest/dev-protocol'

/** The broadcast channel. */
export interface DevEvents {
  /** Answers an EventSource request and keeps the stream open. */
  subscribe(req: IncomingMessage, res: ServerResponse, hello: DevEvent): void
  broadcast(event: DevEvent): void
  /** Number of open pages. */
  readonly clients: number
  close(): void
}

/** Keep-alive comment interval: proxies and browsers drop silent streams. */
const PING_MS = 15_000

/** Creates the hub. */
export function createDevEvents(): DevEvents {
  const clients = new Set<ServerResponse>()
  const send = (res: ServerResponse, event: DevEvent) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`)
  const ping = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n')
  }, PING_MS)
  ping.unref()
  return {
    subscribe(req, res, hello) {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
      })
      // Reconnect quickly after a dev server restart.
      res.write('retry: 500\n\n')
      send(res, hello)
      clients.add(res)
      req.on('close', () => clients.delete(res))
    },
    broadcast(event) {
      for (const res of clients) send(res, event)
    },
    get clients() {
      return clients.size
    },
    close() {
      clearInterval(ping)
      for (const res of clients) res.end()
      clients.clear()
    },
  }
}
