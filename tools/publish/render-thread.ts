// A render thread (render-in-threads.ts starts it): renders the pages it claims from the shared
// counter into a cache of its own and posts that cache's renders back.

import { parentPort, workerData } from 'node:worker_threads'
import { renderPagesInto } from '../../manifest/builder/build-manifest'
import { createBuildCache, saveRenders } from '../../manifest/builder/build-cache'
import { claimer, type RenderThreadData } from './render-claims'

const { input, claims } = workerData as RenderThreadData
const cache = createBuildCache()
renderPagesInto({ ...input, cache }, claimer(claims))
parentPort?.postMessage(saveRenders(cache))
