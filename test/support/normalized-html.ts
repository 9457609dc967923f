// HTML as the browser reads it, each element's attributes in name order: two serializations of
// the same markup compare equal (a DOM environment is needed: jsdom or a browser).

/** `html` parsed and serialized again, attributes sorted by name. */
export function normalizedHtml(html: string): string {
  const template = document.createElement('template')
  template.innerHTML = html
  for (const element of template.content.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort()
    for (const [name] of attributes) element.removeAttribute(name)
    for (const [name, value] of attributes) element.setAttribute(name, value)
  }
  return template.innerHTML
}
