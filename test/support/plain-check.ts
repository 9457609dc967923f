// The check of plain markup as the first paint runs it before DOMPurify is downloaded: with the
// plain attribute verdicts alone (a DOM environment is needed for `location`).

import { checkGeneratedMarkup } from '../../app/sanitize/generated-markup'
import { plainAttributeVerdict } from '../../app/sanitize/plain-attributes'

/** What the check returns for `html` without DOMPurify's verdicts, or undefined when it declines. */
export function checkWithoutPurifier(html: string): string | undefined {
  return checkGeneratedMarkup(html, (_, name, value) => plainAttributeVerdict(name, value), location.origin)
}
