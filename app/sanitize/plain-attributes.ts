// DOMPurify's verdict on the attributes page markup commonly has, without DOMPurify: the first
// paint checks a page's markup (generated-markup.ts) before the sanitizer has been downloaded.
//
// It says "valid" only where DOMPurify, with the site's configuration (sanitize-config.ts), says so
// too, and "not valid" for everything else: an attribute it does not judge makes the check decline,
// and the sanitizer decides (test/app/sanitize/plain-attributes.test.ts compares the two verdicts on
// every attribute of docs-src and the corpus, and on arbitrary ones). In DOMPurify's terms:
// - no value that could break out of an attribute (`>`, `<`);
// - `data-*` and `aria-*` names (ALLOW_DATA_ATTR, ALLOW_ARIA_ATTR), in their plain spelling;
// - allowed names whose values DOMPurify never reads as an address (its URI-safe names);
// - other allowed names with a value that is no address, or an address of this site, of http(s) or
//   mailto: a plain subset of the values its IS_ALLOWED_URI accepts (no other scheme).

import { ALLOWED_ATTR } from './sanitize-config'

/** Allowed names whose values DOMPurify does not check as addresses (its URI-safe attributes). */
const VALUE_FREE = new Set(['alt', 'class', 'id', 'role', 'style', 'title'])
const CHECKED = new Set(ALLOWED_ATTR.filter((name) => !VALUE_FREE.has(name)))
const DATA_OR_ARIA = /^(?:data-[a-z0-9-]+|aria-[a-z-]+)$/
/**
 * A value DOMPurify's IS_ALLOWED_URI accepts: empty, http(s) or mailto, starting with a printable
 * ASCII character that is not a letter (a path, a fragment, a number), or with a word of ASCII
 * letters (and `.+-`) that ends there or goes on with a character no scheme's colon can follow.
 * DOMPurify first removes whitespace, which such a start has none of, so the rest may be anything.
 */
const PLAIN_VALUE = /^(?:(?:https?|mailto):|[!-@[-`{-~]|[a-z][a-z.+-]*(?:[0-9_/?#]|$)|$)/i

/** True when DOMPurify (site configuration) keeps attribute `name="value"` on any element; false when unsure. */
export function plainAttributeVerdict(name: string, value: string): boolean {
  if (value.includes('<') || value.includes('>')) return false
  if (DATA_OR_ARIA.test(name) || VALUE_FREE.has(name)) return true
  return CHECKED.has(name) && PLAIN_VALUE.test(value)
}
