// Registers the service worker (production builds only, never under the dev server) and turns its events into offline status.

import { isPreviewBase } from '../../manifest/paths/preview-path'
import { isOfflineMessage, type SkipWaitingMessage } from './cache-names'
import { getOfflineStatus, updateOfflineStatus } from './offline-status'

declare const process: { env: { NODE_ENV?: string } }

/**
 * esbuild replaces process.env.NODE_ENV in builds; elsewhere `process` does not exist. The dev
 * server's shell (meta docs-dev) keeps production defines but serves files straight from disk,
 * so a worker there would only cache stale previews.
 */
function isProductionBuild(): boolean {
  if (document.querySelector('meta[name="docs-dev"]')) return false
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    return false
  }
}

/** Longest wait for an idle moment before the worker is registered anyway. */
const REGISTER_IDLE_TIMEOUT_MS = 10_000

let registering: Promise<ServiceWorkerRegistration | undefined> | undefined

/**
 * Registers `${base}sw.js` with the base as scope once the page has loaded and is idle, so the
 * worker's precache never competes with the first page. Idempotent; resolves undefined (and never
 * throws) in development, without service-worker support or when registration fails.
 * @example registerServiceWorker('/docs/')
 */
export function registerServiceWorker(base: string): Promise<ServiceWorkerRegistration | undefined> {
  registering ??= register(base).catch((error: unknown) => {
    console.warn('Offline reading is unavailable:', error)
    return undefined
  })
  return registering
}

/** Whether this page can have the worker: a production build in a browser with service workers. */
export function canRegisterServiceWorker(): boolean {
  return isProductionBuild() && 'serviceWorker' in navigator
}

async function register(base: string): Promise<ServiceWorkerRegistration | undefined> {
  // The browser preview of a local folder has nothing to keep offline (its pages are in memory).
  if (!canRegisterServiceWorker() || isPreviewBase(base)) return undefined
  if (document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }))
  }
  // And once the page is idle: a long page is still being added in tasks after the load event.
  if ('requestIdleCallback' in window) {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: REGISTER_IDLE_TIMEOUT_MS }))
  }
  const container = navigator.serviceWorker
  container.addEventListener('message', (event) => {
    if (isOfflineMessage(event.data) && event.data.type === 'content-updated') {
      updateOfflineStatus({ latestHash: event.data.contentHash })
    }
  })
  container.addEventListener('controllerchange', () => {
    updateOfflineStatus({ controlled: true })
    if (reloadOnChange) window.location.reload()
  })
  const registration = await container.register(`${base}sw.js`, { scope: base })
  updateOfflineStatus({ registered: true, controlled: !!container.controller })
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return
    const check = () => {
      // An installed worker while another controls the page is a new deployment's shell.
      if (worker.state === 'installed' && container.controller) {
        updateOfflineStatus({ waiting: true })
      }
    }
    check()
    worker.addEventListener('statechange', check)
  }
  watch(registration.waiting)
  registration.addEventListener('updatefound', () => watch(registration.installing))
  return registration
}

let reloadOnChange = false

/**
 * Applies an available update: activates a waiting worker (the page reloads once it controls
 * the page), else reloads at once (new content with the same shell).
 */
export async function applyUpdate(): Promise<void> {
  const registration = await registering
  const waiting = registration?.waiting
  if (waiting && getOfflineStatus().waiting) {
    reloadOnChange = true
    const message: SkipWaitingMessage = { type: 'skip-waiting' }
    waiting.postMessage(message)
    return
  }
  window.location.reload()
}

/** Asks the browser to look for a new sw.js (a new deployment's shell). */
export async function checkForWorkerUpdate(): Promise<void> {
  const registration = await registering
  await registration?.update().catch(() => undefined)
}
