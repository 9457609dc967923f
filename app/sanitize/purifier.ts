// DOMPurify with the site's allow-list and URL policy: the sanitizer that walks any HTML the
// check of plain markup (generated-markup.ts) does not accept. A chunk of its own, loaded where a
// page needs it (sanitize.ts's loadSanitizer).

import '../entries/shared-chunk' // its modules share one chunk (the file says why)
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'
import { styleLoadsResource } from '../../manifest/paths/url-policy'
import { linkTargetAttributes } from './link-target'
import { loadsHere } from './media-source'
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_TAGS } from './sanitize-config'

function installHooks(purify: DOMPurify): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const link = linkTargetAttributes(
        node.getAttribute('href') ?? '',
        node.getAttribute('target') ?? undefined,
        location.origin,
      )
      if (link) for (const [name, value] of Object.entries(link)) node.setAttribute(name, value)
    }
    if (node.nodeName === 'IMG' && !node.hasAttribute('loading')) {
      node.setAttribute('loading', 'lazy')
    }
    // A style may lay out and colour, never load: no url(), image-set(), @import or expression().
    const style = node.getAttribute('style')
    if (style && styleLoadsResource(style)) node.removeAttribute('style')
    // The site makes no request to another host: media from elsewhere is not loaded (its alt text
    // stays), and the address is kept where a reader can see it.
    for (const attr of ['src', 'poster', 'srcset']) {
      const value = node.getAttribute(attr)
      if (value !== null && !loadsHere(value)) {
        node.removeAttribute(attr)
        node.setAttribute('data-blocked-src', value)
        node.setAttribute('title', `Not loaded: from another host (${value})`)
      }
    }
  })
}

let purify: DOMPurify | undefined

/**
 * The sanitizer, made on first use without the browser's Trusted Types. The site does not enforce
 * them (its CSP has no require-trusted-types-for; sanitized strings are assigned as such), and with
 * them DOMPurify asks the browser for the type of every attribute it keeps: a fifth of its time on
 * a page of thousands of elements. Everything else it checks is unchanged. Its configuration is
 * set once: `isValidAttribute` judges with it too.
 */
function sanitizer(): DOMPurify {
  if (!purify) {
    // What DOMPurify reads from the window, all but `trustedTypes`.
    const w = window
    const withoutTrustedTypes: WindowLike = {
      document: w.document,
      DocumentFragment: w.DocumentFragment,
      HTMLTemplateElement: w.HTMLTemplateElement,
      Node: w.Node,
      Element: w.Element,
      NodeFilter: w.NodeFilter,
      NamedNodeMap: w.NamedNodeMap,
      HTMLFormElement: w.HTMLFormElement,
      DOMParser: w.DOMParser,
    }
    purify = createDOMPurify(withoutTrustedTypes)
    purify.setConfig({
      ALLOWED_TAGS,
      ALLOWED_ATTR,
      FORBID_TAGS,
      ALLOW_DATA_ATTR: true,
      ALLOW_ARIA_ATTR: true,
      // Heading ids like "location" must survive; see sanitize-config.ts for why this is safe.
      SANITIZE_DOM: false,
      SAFE_FOR_TEMPLATES: false,
      KEEP_CONTENT: true,
    })
    installHooks(purify)
  }
  return purify
}

/** The site's sanitizer: what sanitize.ts needs from DOMPurify. */
export interface Purifier {
  /** Sanitizes HTML with the site allow-list (the result is marked safe by sanitize.ts). */
  sanitize(html: string): string
  /** DOMPurify's verdict on one attribute, with the site's configuration. */
  isValidAttribute(tag: string, name: string, value: string): boolean
}

export const PURIFIER: Purifier = {
  sanitize: (html) => sanitizer().sanitize(html),
  isValidAttribute: (tag, name, value) => sanitizer().isValidAttribute(tag, name, value),
}
