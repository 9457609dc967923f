// The sanitizer: DOMPurify with the site's allow-list and URL policy, and the type of its output.
// Sanitized HTML is a type of its own, SafeHtml, made only here (by DOMPurify, or by the check of
// the pipeline's own markup, generated-markup.ts, which gives the same result); every write of HTML
// into the document goes through setSafeHtml, so a string that skipped both does not type-check.

import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'
import { styleLoadsResource } from '../../manifest/url-policy'
import { checkGeneratedMarkup } from './generated-markup'
import { linkTargetAttributes } from './link-target'
import { loadsHere } from './media-source'
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_TAGS } from './sanitize-config'

declare const sanitized: unique symbol

/** HTML that went through the site's sanitizer (`sanitizeHtml`) or its check (`checkedPipelineMarkup`). */
export type SafeHtml = string & { readonly [sanitized]: true }

/** Replaces the children of `el` (an element or a template) with sanitized HTML. */
export function setSafeHtml(el: Element, html: SafeHtml): void {
  el.innerHTML = html
}

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

/** Sanitizes pipeline HTML with the site allow-list. */
export function sanitizeHtml(html: string): SafeHtml {
  return sanitizer().sanitize(html) as SafeHtml
}

/**
 * The pipeline's own markup, checked (generated-markup.ts) with the sanitizer's attribute verdicts
 * and hook: what `sanitizeHtml` would return, or undefined when the check does not accept it.
 */
export function checkedPipelineMarkup(html: string): SafeHtml | undefined {
  const purify = sanitizer()
  const isValid = (tag: string, name: string, value: string) => purify.isValidAttribute(tag, name, value)
  return checkGeneratedMarkup(html, isValid, location.origin) as SafeHtml | undefined
}

/**
 * Sanitizes a page's HTML from the pipeline. When the page has no raw HTML (the pipeline's
 * `rawHtml` is false) and the check of the pipeline's own markup accepts the HTML, the check
 * stands in for the sanitizer's walk, with the same result.
 */
export function sanitizeRendered(html: string, rawHtml: boolean): SafeHtml {
  return (!rawHtml && checkedPipelineMarkup(html)) || sanitizeHtml(html)
}
