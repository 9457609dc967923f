// <OpenApiExplorer spec="…"/> and the original's <rundeck-swagger-ui specFile="…"/>: an
// interactive reference of an OpenAPI document, drawn by RapiDoc (a web component; no fonts or
// scripts from other hosts). The document is fetched and parsed here so its prose can be made
// safe first (safe-spec.ts). "Try it" stays off unless the site config names a server
// (`apiExplorer.tryItServer`). Colours follow the site's light or dark mode.

import '../../entries/app-chunk' // its modules share one chunk (the file says why)
import '../../entries/shared-chunk' // its modules share one chunk (the file says why)
import { parse } from 'yaml'
import { uiTextFor } from '../../lib/ui-text'
import { addLazyStyle } from '../../dom/lazy-style'
import type { Unmount, WidgetEnv } from '../widget-env'
import css from './openapi.css' with { type: 'text' }
import { safeSpec } from './safe-spec'
import { explorerColours, watchColourScheme } from './explorer-theme'
import { keepKeyboardAccess } from './keyboard-access'
import { tidyExplorer } from './explorer-tidy'

/** What RapiDoc adds to its element. */
interface RapiDocElement extends HTMLElement {
  loadSpec(spec: unknown): Promise<void>
}

/** An OpenAPI document as far as this module reads it. */
interface OpenApiDocument {
  servers?: { url?: string; variables?: Record<string, unknown> }[]
}

/** Mounts the explorer for the document the placeholder names. */
export function mount(el: HTMLElement, env: WidgetEnv): Unmount | void {
  addLazyStyle('openapi', css)
  const text = uiTextFor(env.manifest)
  const url = el.dataset.specUrl ?? ''
  const box = document.createElement('div')
  box.className = 'openapi-explorer'
  box.dataset.openapiState = 'loading'
  const status = document.createElement('p')
  status.className = 'openapi-status'
  status.setAttribute('role', 'status')
  status.textContent = text('openapi.loading')
  const download = document.createElement('a')
  download.className = 'openapi-download'
  download.href = url
  download.setAttribute('download', '')
  download.textContent = text('openapi.download')
  box.append(download, status)
  el.replaceChildren(box)

  const controller = new AbortController()
  const stops: Unmount[] = []
  const fail = (detail: string) => {
    if (controller.signal.aborted) return
    console.error(`OpenAPI document ${url}: ${detail}`)
    box.dataset.openapiState = 'error'
    status.setAttribute('role', 'alert')
    status.textContent = text('openapi.error')
  }
  if (!url) {
    fail('no spec given')
    return
  }

  // The explorer's code (the larger download) loads while the document is fetched and parsed.
  const explorerCode = import('rapidoc')
  explorerCode.catch(() => undefined)
  void (async () => {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok) return fail(`HTTP ${response.status}`)
    const source = await response.text()
    const parsed: unknown = parse(source, { maxAliasCount: 100 })
    if (!parsed || typeof parsed !== 'object') return fail('not an OpenAPI document')
    const spec = safeSpec(parsed) as OpenApiDocument
    await explorerCode
    if (controller.signal.aborted) return
    const explorer = document.createElement('rapi-doc') as RapiDocElement
    configure(explorer, spec, env.manifest.site.apiExplorer?.tryItServer)
    stops.push(watchColourScheme(() => applyColours(explorer, el)))
    applyColours(explorer, el)
    let tidied = false
    explorer.addEventListener('spec-loaded', () => {
      if (!tidied) stops.push(tidyExplorer(explorer))
      tidied = true
      box.dataset.openapiState = 'shown'
      status.textContent = ''
    })
    box.append(explorer)
    stops.push(keepKeyboardAccess(explorer))
    await explorer.loadSpec(spec)
  })().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))

  return () => {
    controller.abort()
    for (const stop of stops) stop()
  }
}

/** Attributes that embed the explorer in a page of this site. */
function configure(explorer: HTMLElement, spec: OpenApiDocument, tryItServer: string | undefined): void {
  const attributes: Record<string, string> = {
    // Operations as a list that opens in place, in the page's own scroll (no nested scroll box,
    // no side navigation squeezed into the content column).
    'render-style': 'view',
    layout: 'column',
    'show-side-nav': 'false',
    'show-header': 'false',
    'show-info': 'true',
    // Each operation's summary beside its path, so the list says what each one does.
    'show-summary-when-collapsed': 'true',
    'load-fonts': 'false',
    'update-route': 'false',
    'allow-spec-url-load': 'false',
    'allow-spec-file-load': 'false',
    'allow-server-selection': 'false',
    'allow-authentication': tryItServer ? 'true' : 'false',
    'persist-auth': 'false',
    'allow-try': tryItServer ? 'true' : 'false',
    'schema-style': 'tree',
    'default-schema-tab': 'schema',
    'regular-font': 'var(--font-body)',
    'mono-font': 'var(--font-mono)',
  }
  if (tryItServer) attributes['server-url'] = tryServerUrl(spec, tryItServer)
  for (const [name, value] of Object.entries(attributes)) explorer.setAttribute(name, value)
}

/**
 * The server "try it" calls: the document's first server URL with `{server}` filled in by the
 * configured address (`https://automation.example.com` → `https://automation.example.com/api/56`),
 * or the configured address itself when the document has no such variable.
 */
export function tryServerUrl(spec: OpenApiDocument, tryItServer: string): string {
  const template = spec.servers?.[0]?.url
  const server = tryItServer.replace(/\/+$/, '')
  return template?.includes('{server}') ? template.replace('{server}', server) : server
}

function applyColours(explorer: HTMLElement, el: HTMLElement): void {
  const colours = explorerColours(el)
  for (const [name, value] of Object.entries(colours)) explorer.setAttribute(name, value)
}
