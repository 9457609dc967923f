// DOMPurify with the site's allow-list and URL policy: the sanitizer that walks any HTML the
// check of plain markup (generated-markup.ts) does not accept. A chunk of its own, loaded where a
// page needs it (sanitize.ts's loadSanitizer), which hands it the policy (sanitize-policy.ts).
//
// It imports no module of the app: what it shares with the check of plain markup (the allow-list,
// where links open, where media may load from) comes in `policy`, so its chunk holds DOMPurify's
// use and nothing else, and the modules before a page's text keep their one chunk without this
// file importing app/entries/shared-chunk.ts.

import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'

/** What the sanitizer is handed by its loader: the site's allow-list and URL policy. */
export interface SanitizePolicy {
  /** Elements kept (sanitize-config.ts). */
  allowedTags: string[]
  /** Attributes kept (sanitize-config.ts). */
  allowedAttributes: string[]
  /** The `target` and `rel` a link must have, or undefined when it keeps its own (link-target.ts). */
  linkTarget(href: string, target: string | undefined, origin: string): { target?: string; rel: string } | undefined
  /** True when media at `address` may be loaded (media-source.ts). */
  loadsHere(address: string): boolean
  /** True when a style would load something: url(), image-set(), @import, expression(). */
  styleLoadsResource(style: string): boolean
}

/**
 * Elements removed together with their content. A page's own `<style>` is among them: page CSS
 * could restyle the whole reader interface (the app's own styles cover tables and the like).
 */
const FORBID_TAGS = ['style', 'script', 'iframe', 'object', 'embed', 'form', 'input']

function installHooks(purify: DOMPurify, policy: SanitizePolicy): void {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const link = policy.linkTarget(
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
    if (style && policy.styleLoadsResource(style)) node.removeAttribute('style')
    // The site makes no request to another host: media from elsewhere is not loaded (its alt text
    // stays), and the address is kept where a reader can see it.
    for (const attr of ['src', 'poster', 'srcset']) {
      const value = node.getAttribute(attr)
      if (value !== null && !policy.loadsHere(value)) {
        node.removeAttribute(attr)
        node.setAttribute('data-blocked-src', value)
        node.setAttribute('title', `Not loaded: from another host (${value})`)
      }
    }
  })
}

/**
 * DOMPurify without the browser's Trusted Types. The site does not enforce them (its CSP has no
 * require-trusted-types-for; sanitized strings are assigned as such), and with them DOMPurify asks
 * the browser for the type of every attribute it keeps: a fifth of its time on a page of thousands
 * of elements. Everything else it checks is unchanged. Its configuration is set once:
 * `isValidAttribute` judges with it too.
 */
function sanitizer(policy: SanitizePolicy): DOMPurify {
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
  const purify = createDOMPurify(withoutTrustedTypes)
  purify.setConfig({
    ALLOWED_TAGS: policy.allowedTags,
    ALLOWED_ATTR: policy.allowedAttributes,
    FORBID_TAGS,
    ALLOW_DATA_ATTR: true,
    ALLOW_ARIA_ATTR: true,
    // Heading ids like "location" must survive; see sanitize-config.ts for why this is safe.
    SANITIZE_DOM: false,
    SAFE_FOR_TEMPLATES: false,
    KEEP_CONTENT: true,
  })
  installHooks(purify, policy)
  return purify
}

/** The site's sanitizer: what sanitize.ts needs from DOMPurify. */
export interface Purifier {
  /** Sanitizes HTML with the site allow-list (the result is marked safe by sanitize.ts). */
  sanitize(html: string): string
  /** DOMPurify's verdict on one attribute, with the site's configuration. */
  isValidAttribute(tag: string, name: string, value: string): boolean
}

/** The site's sanitizer with `policy`; DOMPurify is set up on first use. */
export function createPurifier(policy: SanitizePolicy): Purifier {
  let purify: DOMPurify | undefined
  const made = () => (purify ??= sanitizer(policy))
  return {
    sanitize: (html) => made().sanitize(html),
    isValidAttribute: (tag, name, value) => made().isValidAttribute(tag, name, value),
  }
}
