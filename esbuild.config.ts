// The one esbuild options object for the reader app; build and dev spread it and override only what differs.

import type { BuildOptions } from 'esbuild'

/** Options shared by the production build and the dev server. */
export const appBuildOptions: BuildOptions = {
  entryPoints: { main: 'app/main.tsx' },
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
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  sourcemap: false,
}
