// The sanitizer: DOMPurify with the site's allow-list and URL policy, and the type of its output.
// Sanitized HTML is a type of its own, SafeHtml, made only here; every write of HTML into the
// document goes through setSafeHtml, so a string that skipped the sanitizer does not type-check.

import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'
import { isSiteAsset, styleLoadsResource } from '../../manifest/url-policy'
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_TAGS } from './sanitize-config'

declare const sanitized: unique symbol

/** HTML that went through the site's sanitizer (`sanitizeHtml`). */
export type SafeHtml = string & { readonly [sanitized]: true }

/** Replaces the children of `el` (an element or a template) with sanitized HTML. */
export function setSafeHtml(el: Element, html: SafeHtml): void {
  el.innerHTML = html
}

/** An image written inline in the page (no request at all). */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i

function installHooks(purify: DOMPurify): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href') ?? ''
      if (/^https?:\/\//i.test(href) && !href.startsWith(location.origin)) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      } else if (node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer')
      }
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
      if (value !== null && !isSiteAsset(value) && !INLINE_IMAGE.test(value)) {
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
 * a page of thousands of elements. Everything else it checks is unchanged.
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
    installHooks(purify)
  }
  return purify
}

/** Sanitizes pipeline HTML with the site allow-list. */
export function sanitizeHtml(html: string): SafeHtml {
  const clean = sanitizer().sanitize(html, {
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
  return clean as SafeHtml
}
