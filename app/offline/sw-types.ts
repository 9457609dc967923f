// The few service-worker globals sw.ts uses; app/ compiles with the DOM lib, which lacks them.

/** An event whose lifetime can be extended (install, activate, fetch, message). */
export interface ExtendableEventLike extends Event {
  waitUntil(promise: Promise<unknown>): void
}

/** A request the worker may answer. */
export interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}

/** A window the worker controls. */
interface ClientLike {
  readonly id: string
  readonly url: string
  postMessage(message: unknown): void
}

/** A message posted to the worker by a page. */
interface ExtendableMessageEventLike extends ExtendableEventLike {
  readonly data: unknown
}

/** The worker's global scope, as far as sw.ts needs it. */
export interface ServiceWorkerScopeLike {
  readonly registration: { readonly scope: string }
  readonly clients: {
    matchAll(options?: { type?: 'window' | 'all'; includeUncontrolled?: boolean }): Promise<readonly ClientLike[]>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEventLike) => void): void
}
