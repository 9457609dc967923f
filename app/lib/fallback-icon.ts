// Gives the page an icon when the shell has none, so browsers do not request /favicon.ico (a 404).

/** A small inline SVG mark in the site's accent colour. */
export const FALLBACK_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%230a7d74'/%3E%3Cpath d='M9 11h14M9 16h14M9 21h9' stroke='white' stroke-width='3' stroke-linecap='round'/%3E%3C/svg%3E"

/** Adds `<link rel="icon">` unless the document already declares one. */
export function addFallbackIcon(doc: Document = document): void {
  if (doc.querySelector('link[rel~="icon"]')) return
  const link = doc.createElement('link')
  link.rel = 'icon'
  link.href = FALLBACK_ICON
  doc.head.append(link)
}
