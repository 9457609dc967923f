// Human-readable byte counts for the offline download UI.

/**
 * Formats bytes with one decimal above 1 MB.
 * @example formatBytes(1536) → '2 KB'; formatBytes(2_400_000) → '2.3 MB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
