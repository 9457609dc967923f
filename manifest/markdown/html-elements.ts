// Names of standard HTML/SVG elements, so `<BR/>` or `<Img/>` are never mistaken for components.

/** Lower-case names of HTML (and common SVG/MathML) elements. */
const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  `a abbr acronym address area article aside audio b base basefont bdi bdo big blink
  blockquote body br button canvas caption center cite code col colgroup data datalist dd
  del details dfn dialog dir div dl dt em embed fieldset figcaption figure font footer form
  frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd
  label legend li link main map mark marquee menu meta meter nav nobr noframes noscript
  object ol optgroup option output p param picture pre progress q rp rt ruby s samp script
  search section select slot small source span strike strong style sub summary sup table
  tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr svg
  path g circle rect line polyline polygon ellipse text tspan defs use symbol image math`.split(/\s+/),
)

/** True for a Vue-style component name: PascalCase or a custom element with a dash. */
export function isComponentName(name: string): boolean {
  if (HTML_ELEMENTS.has(name.toLowerCase())) return false
  return /^[A-Z]/.test(name) || name.includes('-')
}
