// The policy the sanitized output of the rendering path must hold, checked in the DOM it runs in
// (jsdom in unit tests, Chromium in browser tests): no script, handler, unsafe link, form, element
// that clobbers document properties, or load from another host.

import { isSafeLink, isSiteAsset } from '../../manifest/paths/url-policy'

const FORBIDDEN_ELEMENTS =
  'script, iframe, object, embed, form, input, base, meta, link, style, frame, frameset, applet'
const LOADING_CSS = /url\s*\(|image-set\s*\(|@import|expression\s*\(/i
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i

/** Every way the output breaks the policy; empty when it holds (uses the DOM it runs in). */
export function violations(html: string): string[] {
  const template = document.createElement('template')
  template.innerHTML = html
  const root = template.content
  const found: string[] = []
  for (const el of root.querySelectorAll(FORBIDDEN_ELEMENTS)) found.push(`element <${el.localName}>`)
  for (const el of root.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase()
      if (name.startsWith('on')) found.push(`handler ${name}`)
      if (name === 'name' || name === 'formaction' || name === 'action' || name === 'srcdoc')
        found.push(`attribute ${name}`)
      if ((name === 'href' || name === 'xlink:href') && !isSafeLink(attr.value)) found.push(`link ${attr.value}`)
      if (
        (name === 'src' || name === 'poster' || name === 'background') &&
        !isSiteAsset(attr.value) &&
        !INLINE_IMAGE.test(attr.value)
      ) {
        found.push(`loads ${attr.value}`)
      }
      if (name === 'style' && LOADING_CSS.test(attr.value)) found.push(`style ${attr.value}`)
    }
  }
  return found
}
