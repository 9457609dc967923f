// File watching for the dev server: node:fs.watch (recursive on the docs folder), batched.

import { watch, type FSWatcher } from 'node:fs'
import path from 'node:path'

/** A batch of changes: docs-root relative paths plus which config files were touched. */
export interface WatchBatch {
  paths: string[]
  config: boolean
  vars: boolean
}

/** Options of `watchContent`. */
export interface WatchContentOptions {
  src: string
  siteConfig?: string
  vars?: string
  /** Quiet period that ends a batch (editors write a file in several steps). */
  delayMs?: number
}

/**
 * Watches the docs folder recursively and the config files (through their folders, since
 * editors often replace a file by renaming a new one over it), and calls `onBatch` once per
 * burst of events. Returns a function that stops watching.
 */
export function watchContent(options: WatchContentOptions, onBatch: (batch: WatchBatch) => void): () => void {
  const root = path.resolve(options.src)
  const configFile = options.siteConfig && path.resolve(options.siteConfig)
  const varsFile = options.vars && path.resolve(options.vars)
  let batch: WatchBatch = { paths: [], config: false, vars: false }
  let timer: NodeJS.Timeout | undefined
  const note = (absolute: string) => {
    if (absolute === configFile) batch.config = true
    else if (absolute === varsFile) batch.vars = true
    else if (absolute.startsWith(root + path.sep)) {
      batch.paths.push(path.relative(root, absolute).split(path.sep).join('/'))
    } else return
    clearTimeout(timer)
    timer = setTimeout(() => {
      const done = batch
      batch = { paths: [], config: false, vars: false }
      onBatch(done)
    }, options.delayMs ?? 15)
  }
  const watchers: FSWatcher[] = [
    watch(root, { recursive: true }, (_event, name) => {
      if (name) note(path.join(root, name.toString()))
    }),
  ]
  const folders = new Set(
    [configFile, varsFile]
      .filter((f): f is string => !!f && !f.startsWith(root + path.sep))
      .map((f) => path.dirname(f)),
  )
  for (const folder of folders) {
    watchers.push(
      watch(folder, (_event, name) => {
        if (name) note(path.join(folder, name.toString()))
      }),
    )
  }
  return () => {
    clearTimeout(timer)
    for (const w of watchers) w.close()
  }
}
