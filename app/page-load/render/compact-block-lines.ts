// The pipeline writes a line break after most block tags (`</p>\n<ul>\n<li>`). The browser makes
// each such break a text node and then lays it out as nothing: on a 5 MB page they are a third of
// the nodes it parses. A page rendered in a worker has them dropped there, before its HTML reaches
// the main thread (render-worker.ts); only for HTML the pipeline wrote itself, never raw HTML.

/**
 * A line break right after one of these tags is never shown: it ends or starts a block (or sits
 * between table cells, rows or list items), where white space collapses to nothing. `pre` is here
 * for its end tag only: the pipeline writes code as text, so no tag follows `<pre>` with a break.
 */
const AFTER_BLOCK_TAG =
  /(<\/?(?:blockquote|dd|details|div|dl|dt|figcaption|figure|h[1-6]|hr|li|ol|p|pre|section|summary|table|tbody|td|tfoot|th|thead|tr|ul)\b[^<>]*>)\n/g

/**
 * `html` (pipeline markup without raw HTML) without the line breaks after block tags, and
 * `breaks` (offsets into `html`, increasing) moved to the same places in the result.
 */
export function compactBlockLines(html: string, breaks: readonly number[]): { html: string; breaks: number[] } {
  // Offsets in `html` of the line breaks dropped, in order.
  const dropped: number[] = []
  const compact = html.replace(AFTER_BLOCK_TAG, (_match, tag: string, at: number) => {
    dropped.push(at + tag.length)
    return tag
  })
  const moved: number[] = []
  let before = 0
  for (const at of breaks) {
    while (before < dropped.length && dropped[before]! < at) before++
    moved.push(at - before)
  }
  return { html: compact, breaks: moved }
}
