// Last-updated date formatting for the page info.

/** One formatter per language: making one costs the browser milliseconds, using one does not. */
const formatters = new Map<string, Intl.DateTimeFormat>()

/** Formats epoch milliseconds as a readable date in the given language (UTC, day precision). */
export function formatUpdated(epochMs: number, lang = 'en-US'): string {
  let formatter = formatters.get(lang)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    formatters.set(lang, formatter)
  }
  return formatter.format(new Date(epochMs))
}
