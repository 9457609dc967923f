// Where a link in page content opens: a link to another host opens in a new tab, and any link that
// opens in a new tab gets no access to this one. Shared by the sanitizer's hook (sanitize.ts) and
// the check of the pipeline's own markup (generated-markup.ts), so both give a link the same.

/** The `target` and `rel` a link must have, or undefined when it keeps its own. */
export function linkTargetAttributes(
  href: string,
  target: string | undefined,
  origin: string,
): { target?: string; rel: string } | undefined {
  if (/^https?:\/\//i.test(href) && !href.startsWith(origin)) return { target: '_blank', rel: 'noopener noreferrer' }
  if (target === '_blank') return { rel: 'noopener noreferrer' }
  return undefined
}
