// Human-readable byte counts for the offline download UI.

/**
 * Formats bytes with one decimal above 1 MB, in the locale's digits.
 * @example formatBytes(1536) → '2 KB'; formatBytes(2_400_000) → '2.3 MB'; formatBytes(2_400_000, 'de-DE') → '2,3 MB'
 */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
  if (bytes < 1024) return `${number(bytes, 0)} B`
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)} KB`
  return `${number(bytes / (1024 * 1024), 1)} MB`
}
