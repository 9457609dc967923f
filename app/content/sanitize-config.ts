// The DOMPurify allow-list: what the corpus's raw HTML and the pipeline's placeholders need, nothing else.

/** Elements kept: the raw HTML that VuePress-era pages use (tables, figures, details, media, layout
 * blocks), plus what the pipeline emits. */
export const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'button', 'caption', 'center', 'code', 'col',
  'colgroup', 'dd', 'del', 'details', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure',
  'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'kbd', 'li',
  'mark', 'ol', 'p', 'pre', 's', 'section', 'small', 'source', 'span', 'strong', 'sub',
  'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
  'video',
]

/**
 * Attributes kept. `name` is deliberately absent: without it, ids cannot clobber `document`
 * properties, which is why DOMPurify's SANITIZE_DOM (which would drop heading ids such as
 * "location" or "images") can be turned off.
 */
export const ALLOWED_ATTR = [
  'align', 'allowfullscreen', 'alt', 'border', 'class', 'colspan', 'controls', 'height',
  'hidden', 'href', 'id', 'loading', 'open', 'poster', 'rel', 'role', 'rowspan', 'size',
  'src', 'start', 'style', 'tabindex', 'target', 'title', 'type', 'width', 'color',
  'reversed', 'scope', 'span', 'valign', 'lang', 'dir',
]

/** Elements removed together with their content. */
export const FORBID_TAGS = ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input']

/**
 * Decision on the page-level `<style>` found in one corpus page: it is dropped, because
 * page CSS could restyle the whole reader UI; the app's own table styles cover that page.
 */
export const PAGE_STYLE_POLICY = 'drop' as const
