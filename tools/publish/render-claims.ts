// How render threads share out a site's pages: a counter in shared memory, from which each thread
// takes the next few page indexes until none is left, so a thread that starts late or meets long
// pages simply takes fewer.

import type { BuildInput } from '../../manifest/builder/build-manifest'

/** Pages a thread takes at a time: few enough to even out the end, enough to keep the counter cold. */
const PAGES_PER_CLAIM = 8

/** Renders a thread posts back at a time (render-thread.ts): a few megabytes of messages. */
export const RENDERS_PER_MESSAGE = 500

/** What a render thread is started with. */
export interface RenderThreadData {
  /** The build's input, without its cache (each thread renders into its own) or renderer factory. */
  input: Omit<BuildInput, 'cache' | 'createRenderer'>
  /** One Int32 in a SharedArrayBuffer: the index of the next page nobody has taken. */
  claims: SharedArrayBuffer
}

/** A fresh counter, at the first page. */
export function createClaims(): SharedArrayBuffer {
  return new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT)
}

/** Takes the next range of page indexes from `claims` (past the last page once all are taken). */
export function claimer(claims: SharedArrayBuffer): () => [number, number] {
  const counter = new Int32Array(claims)
  return () => {
    const start = Atomics.add(counter, 0, PAGES_PER_CLAIM)
    return [start, start + PAGES_PER_CLAIM]
  }
}
