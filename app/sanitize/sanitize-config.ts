// The DOMPurify allow-list: what the corpus's raw HTML and the pipeline's placeholders need, nothing else.

/** Elements kept: the raw HTML that VuePress-era pages use (tables, figures, details, media, layout
 * blocks), plus what the pipeline emits. */
export const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  // The element DOMPurify parses the HTML into and returns the inside of: never in the output (a
  // <body> tag in the content only adds attributes to it, which are sanitized like any other).
  // Left out, DOMPurify treats it as a disallowed element and copies the whole content out of it,
  // a quarter of its time on a long page.
  'body',
  'br',
  'button',
  'caption',
  'center',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'section',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  'video',
]

/**
 * Attributes kept. `name` is deliberately absent: without it, ids cannot clobber `document`
 * properties, which is why DOMPurify's SANITIZE_DOM (which would drop heading ids such as
 * "location" or "images") can be turned off.
 */
export const ALLOWED_ATTR = [
  'align',
  'allowfullscreen',
  'alt',
  'border',
  'class',
  'colspan',
  'controls',
  'download',
  'height',
  'hidden',
  'href',
  'id',
  'loading',
  'open',
  'poster',
  'rel',
  'role',
  'rowspan',
  'size',
  'src',
  'start',
  'style',
  'tabindex',
  'target',
  'title',
  'type',
  'width',
  'color',
  'reversed',
  'scope',
  'span',
  'valign',
  'lang',
  'dir',
]

/**
 * Elements removed together with their content. A page's own `<style>` is among them: page CSS
 * could restyle the whole reader interface (the app's own styles cover tables and the like).
 */
export const FORBID_TAGS = ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input']
