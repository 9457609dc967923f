// The one esbuild options object for the reader app; build and dev spread it and override only what differs.

import path from 'node:path'
import type { BuildOptions } from 'esbuild'
import { plainFieldsPlugin } from './esbuild-plain-fields'
import { workerCodePlugin } from './esbuild-worker-code'

/**
 * Every file of app/ the tools name, in one place: the bundle's entries, the renderer the first
 * paint shares with the app (tools/publish/app-entry.ts finds it in the metafile), the service worker
 * (bundled on its own) and the search runtime, index request and shared modules the search bench loads.
 */
export const APP_FILES = {
  main: 'app/entries/main.tsx',
  firstPaint: 'app/entries/first-paint.ts',
  renderer: 'app/page-load/render/render-page.ts',
  serviceWorker: 'app/entries/service-worker.ts',
  /** The browser preview of a local folder (`<base>_preview/`): bundled apart from the app, tools/publish/preview-shell.ts. */
  preview: 'app/entries/preview.tsx',
  searchRuntime: 'app/search/runtime.ts',
  searchIndexRequest: 'app/search/index-request.ts',
  /** The modules main.tsx loads with itself, so the app has them before its first search. */
  sharedChunks: ['app/entries/shared-chunk.ts', 'app/entries/app-chunk.ts'],
} as const

/**
 * Entry points: the app, and the first paint that shows a page's text from the shared pipeline
 * before the app (React, the router) has arrived. Shared modules land in chunks both import.
 */
export const APP_ENTRY_POINTS = {
  main: APP_FILES.main,
  'first-paint': APP_FILES.firstPaint,
}

/**
 * Packages replaced in the browser bundle: by a stub (see each stub's header for why it is safe),
 * or by a lighter build of their own. FlexSearch's light build has the one class the search engine
 * uses (Index: add, search with a limit, the forward and strict tokenizers, an encode function)
 * without the Document, Worker, Resolver and persistence it never uses: 4.5 KB instead of 17.6 KB
 * gzip, inside the search runtime that the reader's first search waits for.
 * test/browser-bundle/search-engine-light.test.ts compares the two builds' answers.
 */
export const BROWSER_STUBS: Record<string, string> = {
  'linkify-it': path.resolve(import.meta.dirname, 'app/stubs/linkify-it.ts'),
  entities: path.resolve(import.meta.dirname, 'app/stubs/entities.ts'),
  'uc.micro': path.resolve(import.meta.dirname, 'app/stubs/uc-micro.ts'),
  flexsearch: path.resolve(import.meta.dirname, 'node_modules/flexsearch/dist/flexsearch.light.module.min.js'),
}

/** Options shared by the production build and the dev server. */
export const appBuildOptions: BuildOptions = {
  entryPoints: APP_ENTRY_POINTS,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
  jsx: 'automatic',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'assets/[name]-[hash]',
  loader: { '.svg': 'file', '.woff2': 'file', '.png': 'file' },
  alias: BROWSER_STUBS,
  plugins: [plainFieldsPlugin(), workerCodePlugin()],
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The dev server's bundle sets __DOCS_DEV_SERVER__ to true (tools/dev/dev-app-bundle.ts). In
  // production the dev module is left out: as a lazy entry of its own it split the modules it
  // shares with the rest of the app into more chunks, two more of them before a page's text.
  define: { 'process.env.NODE_ENV': '"production"', __DOCS_DEV_SERVER__: 'false' },
  // NO_MINIFY=1 keeps function names for reading a browser profile (e.g. of bench:hostile pages).
  minify: !process.env.NO_MINIFY,
  sourcemap: false,
}
