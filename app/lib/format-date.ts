// Last-updated date formatting for the page info.

/** Formats epoch milliseconds as a readable date in the given language (UTC, day precision). */
export function formatUpdated(epochMs: number, lang = 'en-US'): string {
  return new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(epochMs))
}
