// A render thread (render-in-threads.ts starts it): renders the pages it claims from the shared
// counter into a cache of its own and posts that cache's renders back, a batch at a time, then a
// last message marked done. Posted and dropped as it goes, the renders are not all held here
// until the end: at 70,900 pages they weighed a gigabyte in this thread's heap on top of the main
// thread's.

import { parentPort, workerData } from 'node:worker_threads'
import { renderPagesInto } from '../../manifest/builder/build-manifest'
import { createBuildCache, saveRenders } from '../../manifest/builder/build-cache'
import { claimer, RENDERS_PER_MESSAGE, type RenderThreadData } from './render-claims'

const { input, claims } = workerData as RenderThreadData
const cache = createBuildCache()
const claim = claimer(claims)
renderPagesInto({ ...input, cache }, () => {
  // Called before each range is rendered: what the last ones rendered goes now.
  if (cache.renders.size >= RENDERS_PER_MESSAGE) {
    parentPort?.postMessage(saveRenders(cache))
    cache.renders.clear()
  }
  return claim()
})
parentPort?.postMessage({ ...saveRenders(cache), done: true })
