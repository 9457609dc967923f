// The offline file list (`offline-assets.json`): what "Make available offline" downloads, with byte sizes.

/** Name of the list beside manifest.json. */
export const OFFLINE_ASSETS_FILE = 'offline-assets.json'

/** Bumped whenever the list's shape changes incompatibly. */
export const OFFLINE_ASSETS_VERSION = 1

/** One file, relative to the site base, with its size on disk (uncompressed bytes). */
export interface OfflineFile {
  /** Docs-root relative path with forward slashes, not URL-encoded, e.g. `assets/img/a b.png`. */
  file: string
  bytes: number
}

/** An image (or other media) that pages reference; `refs` counts the referencing pages. */
export interface OfflineImage extends OfflineFile {
  refs: number
}

/**
 * Everything a full offline copy needs, written by the build beside the manifest.
 * @example { v: 1, contentHash: 'ab12', manifestBytes: 5120, shell: [{ file: '404.html', bytes: 900 }], markdown: [...], search: [...], images: [...] }
 */
export interface OfflineAssets {
  v: typeof OFFLINE_ASSETS_VERSION
  /** `contentHash` of the manifest the list was written with. */
  contentHash: string
  /** Size of manifest.json. */
  manifestBytes: number
  /** App shell: the generic shell page(s), every file under `_app/` and the navigation shards (`nav/`). */
  shell: OfflineFile[]
  /** Every markdown file pages show or include. */
  markdown: OfflineFile[]
  /** The offline search payload (`search/index.json` first), empty when the build wrote none. */
  search: OfflineFile[]
  /** Images, PDFs and media that pages reference, most referenced first. */
  images: OfflineImage[]
}

/** Type guard for a fetched list (the network or a cache may hand back anything). */
export function isOfflineAssets(value: unknown): value is OfflineAssets {
  const v = value as OfflineAssets | null
  const files = (list: unknown) =>
    Array.isArray(list) && list.every((f: OfflineFile) => typeof f?.file === 'string' && typeof f.bytes === 'number')
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === OFFLINE_ASSETS_VERSION &&
    typeof v.contentHash === 'string' &&
    typeof v.manifestBytes === 'number' &&
    files(v.shell) &&
    files(v.markdown) &&
    files(v.search) &&
    files(v.images)
  )
}

/**
 * Picks images in list order while they fit `budget` bytes (a too-large image is skipped,
 * smaller ones after it may still fit).
 */
export function selectImages(
  images: OfflineImage[],
  budget: number,
): { chosen: OfflineImage[]; bytes: number; skipped: number } {
  const chosen: OfflineImage[] = []
  let bytes = 0
  for (const image of images) {
    if (bytes + image.bytes > budget) continue
    chosen.push(image)
    bytes += image.bytes
  }
  return { chosen, bytes, skipped: images.length - chosen.length }
}
