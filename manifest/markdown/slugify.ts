// VuePress-compatible heading slugs, so `#fragments` written for the original site keep working.

const CONTROL = /[\u0000-\u001f]/g
const COMBINING = /[\u0300-\u036f]/g
const SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g

/**
 * Turns heading text into an element id exactly like VuePress 2's `slugify`.
 * @example slugify('Setting JAVA_HOME') // 'setting-java-home'
 * @example slugify('2.0 Release') // '_2-0-release'
 */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      // strip accents left over by NFKD
      .replace(COMBINING, '')
      .replace(CONTROL, '')
      .replace(SPECIAL, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      // an id must not start with a digit (VuePress #121)
      .replace(/^(\d)/, '_$1')
      .toLowerCase()
  )
}
