// "Make available offline": plans the files (with a byte budget for images) and downloads them into the worker's caches.

import {
  OFFLINE_ASSETS_FILE,
  isOfflineAssets,
  selectImages,
  type OfflineAssets,
  type OfflineFile,
} from '../../manifest/offline/offline-list'
import { OFFLINE_HEADER } from './cache-names'

/** Steps of the image budget, in bytes, offered where the site's images weigh more. */
const IMAGE_STEPS = [1, 5, 25, 100].map((mb) => mb * 1024 * 1024)
/** The budget preselected where the site's images weigh more than it. */
const DEFAULT_IMAGE_BUDGET = 25 * 1024 * 1024

/**
 * The image budgets the reader can pick for a site whose images weigh `allBytes`: none, each step
 * below that weight, and all of them (a site with 10 KB of images is offered none or all).
 * @example imageBudgetChoices(10_240) → [0, 10240]
 */
export function imageBudgetChoices(allBytes: number): number[] {
  return [0, ...IMAGE_STEPS.filter((b) => b < allBytes), ...(allBytes > 0 ? [allBytes] : [])]
}

/** The preselected budget: every image up to 25 MB of them. */
export function defaultImageBudget(allBytes: number): number {
  return Math.min(allBytes, DEFAULT_IMAGE_BUDGET)
}
/** Parallel downloads: enough to fill a slow link, few enough to keep the page responsive. */
const CONCURRENCY = 4

/** What a download will fetch, shown to the reader before it starts. */
export interface OfflinePlan {
  contentHash: string
  /** Every file in download order (manifest, shell, markdown, search, chosen images). */
  files: OfflineFile[]
  bytes: number
  pages: number
  searchBytes: number
  images: { chosen: number; total: number; bytes: number; allBytes: number }
}

/** Progress of a running download. */
export interface OfflineProgress {
  doneBytes: number
  totalBytes: number
  doneFiles: number
  totalFiles: number
}

/** Fetches the build's offline list (never from a cache: it tells which deployment is live). */
export async function fetchOfflineAssets(base: string): Promise<OfflineAssets> {
  const response = await fetch(base + OFFLINE_ASSETS_FILE, { cache: 'no-store' })
  if (!response.ok) {
    throw new Error(`Loading ${OFFLINE_ASSETS_FILE} failed with HTTP ${response.status}`)
  }
  const list: unknown = await response.json()
  if (!isOfflineAssets(list)) throw new Error(`${OFFLINE_ASSETS_FILE} is invalid`)
  return list
}

/** Orders the files and picks the images that fit `imageBudget` bytes. */
export function planOfflineDownload(list: OfflineAssets, imageBudget: number): OfflinePlan {
  const picked = selectImages(list.images, imageBudget)
  const files: OfflineFile[] = [
    { file: 'manifest.json', bytes: list.manifestBytes },
    ...list.shell,
    ...list.markdown,
    ...list.search,
    ...picked.chosen,
  ]
  const sum = (xs: OfflineFile[]) => xs.reduce((n, f) => n + f.bytes, 0)
  return {
    contentHash: list.contentHash,
    files,
    bytes: sum(files),
    pages: list.markdown.length,
    searchBytes: sum(list.search),
    images: {
      chosen: picked.chosen.length,
      total: list.images.length,
      bytes: picked.bytes,
      allBytes: sum(list.images),
    },
  }
}

/**
 * Fetches every planned file through the service worker, which stores each answer in its
 * caches (the header asks it to refresh even cached copies). Resolves with the files that failed.
 */
export async function downloadForOffline(
  base: string,
  plan: OfflinePlan,
  onProgress: (progress: OfflineProgress) => void,
  signal?: AbortSignal,
): Promise<string[]> {
  const progress: OfflineProgress = {
    doneBytes: 0,
    totalBytes: plan.bytes,
    doneFiles: 0,
    totalFiles: plan.files.length,
  }
  const failed: string[] = []
  const [first, ...rest] = plan.files
  // The manifest first: the worker switches its content cache to this contentHash.
  const queue = [...rest]
  const one = async (item: OfflineFile) => {
    try {
      const url = base + item.file.split('/').map(encodeURIComponent).join('/')
      const response = await fetch(url, {
        cache: 'no-store',
        headers: { [OFFLINE_HEADER]: '1' },
        signal,
      })
      await response.arrayBuffer()
      if (!response.ok) failed.push(item.file)
    } catch (error) {
      if (signal?.aborted) throw error
      failed.push(item.file)
    }
    progress.doneBytes += item.bytes
    progress.doneFiles++
    onProgress({ ...progress })
  }
  if (first) await one(first)
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await one(item)
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return failed
}

/** Where the page remembers a finished download. */
function storageKey(base: string): string {
  return `runbook-offline:${base}`
}

/** A finished download of one deployment. */
export interface OfflineRecord {
  contentHash: string
  bytes: number
  at: number
}

/** The last finished download, if any. */
export function readOfflineRecord(base: string): OfflineRecord | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(storageKey(base)) ?? 'null')
    return typeof value?.contentHash === 'string' ? (value as OfflineRecord) : undefined
  } catch {
    return undefined
  }
}

/** Remembers a finished download. */
export function writeOfflineRecord(base: string, record: OfflineRecord): void {
  try {
    localStorage.setItem(storageKey(base), JSON.stringify(record))
  } catch {
    // Storage can be full or disabled; the caches hold the copy either way.
  }
}
