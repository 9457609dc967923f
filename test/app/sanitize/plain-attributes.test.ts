// @vitest-environment jsdom
// The plain attribute verdicts (app/sanitize/plain-attributes.ts) say "valid" only where DOMPurify,
// with the site's configuration, says so too: on every attribute of docs-src and the corpus, on
// arbitrary ones, and on the addresses that must never pass. And they judge nearly all the real
// ones, or the first paint would download DOMPurify for most pages after all.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { plainAttributeVerdict } from '../../../app/sanitize/plain-attributes'
import { createPurifier } from '../../../app/sanitize/purifier'
import { SANITIZE_POLICY } from '../../../app/sanitize/sanitize-policy'
import { ALLOWED_ATTR, ALLOWED_TAGS } from '../../../app/sanitize/sanitize-config'
import { hasCorpus, NO_CORPUS_MESSAGE } from '../../support/corpus'
import { corpusTree, docsSrcTree, renderedPages, type DocsTree } from '../../support/rendered-pages'

const PURIFIER = createPurifier(SANITIZE_POLICY)

/** Compares the two verdicts on every attribute of every page of a docs tree. */
function compareTree(tree: DocsTree) {
  const template = document.createElement('template')
  const seen = new Set<string>()
  let valid = 0
  let plain = 0
  for (const { file, html } of renderedPages(tree)) {
    template.innerHTML = html
    for (const element of template.content.querySelectorAll('*')) {
      const tag = element.localName
      for (const { name, value } of element.attributes) {
        const key = `${tag} ${name}=${value}`
        if (seen.has(key)) continue
        seen.add(key)
        const purify = PURIFIER.isValidAttribute(tag, name, value)
        if (purify) valid++
        if (!plainAttributeVerdict(name, value)) continue
        plain++
        expect(purify, `${file}: <${tag} ${name}="${value}">`).toBe(true)
      }
    }
  }
  return { seen: seen.size, valid, plain }
}

describe('app/sanitize/plain-attributes', () => {
  it('never passes an address that runs or loads something DOMPurify refuses', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<b>x</b>',
      'data:text/html,x',
      'livescript:x',
      'a"><script>',
      'x/>',
    ]) {
      for (const name of ['href', 'src', 'poster', 'align']) {
        expect(plainAttributeVerdict(name, value), `${name}=${value}`).toBe(false)
      }
    }
    for (const name of ['onclick', 'onerror', 'name', 'formaction', 'srcdoc', 'for', 'attributename', 'patchsrc']) {
      expect(plainAttributeVerdict(name, 'x'), name).toBe(false)
    }
  })

  it('passes what page markup commonly has', () => {
    for (const [name, value] of [
      ['href', '/docs/manual/jobs.html#options'],
      ['href', 'https://example.org/a?b=1&c=2'],
      ['href', 'mailto:docs@example.org'],
      ['href', '#top'],
      ['href', 'job-options.html'],
      ['src', '/docs/assets/a.png'],
      ['class', 'tip custom-block'],
      ['style', 'text-align:right'],
      ['id', 'location'],
      ['tabindex', '-1'],
      ['data-lang', 'bash'],
      ['aria-label', 'Copy "this"'],
      ['align', 'center'],
      ['colspan', '2'],
      ['target', '_blank'],
      ['open', ''],
    ]) {
      expect(plainAttributeVerdict(name!, value!), `${name}=${value}`).toBe(true)
      expect(PURIFIER.isValidAttribute('a', name!, value!), `${name}=${value}`).toBe(true)
    }
  })

  it('passes only what DOMPurify passes, on arbitrary attributes', () => {
    const name = fc.oneof(
      fc.constantFrom(
        ...ALLOWED_ATTR,
        'onclick',
        'name',
        'for',
        'xmlns',
        'srcset',
        'data-x',
        'aria-x',
        'data-',
        'aria-',
      ),
      fc.stringMatching(/^(?:data-|aria-)?[a-z][a-z0-9_.:-]{0,8}$/),
    )
    const value = fc.oneof(
      fc.string({ maxLength: 24 }),
      fc.string({ unit: 'binary', maxLength: 12 }),
      fc
        .tuple(
          fc.constantFrom('', ' ', '\t', '\u00a0', '/', '#', '.', 'java', 'javascript', 'data', 'http', 'x+y', 'a.b'),
          fc.constantFrom('', ':', '&colon;', '%3A', '/', '?', '#', '1'),
          fc.string({ maxLength: 12 }),
        )
        .map(([a, b, c]) => a + b + c),
    )
    let passed = 0
    fc.assert(
      fc.property(fc.constantFrom(...ALLOWED_TAGS), name, value, (tag, attribute, text) => {
        if (!plainAttributeVerdict(attribute, text)) return
        passed++
        expect(PURIFIER.isValidAttribute(tag, attribute, text)).toBe(true)
      }),
      { numRuns: 20_000, seed: 20261127 },
    )
    expect(passed).toBeGreaterThan(2_000)
  })

  it('judges every attribute of docs-src as DOMPurify does, and passes nearly all it keeps', () => {
    const { seen, valid, plain } = compareTree(docsSrcTree())
    expect(seen).toBeGreaterThan(5_000)
    expect(plain).toBeGreaterThan(valid * 0.99)
  })

  it.skipIf(!hasCorpus)(
    'judges every attribute of the corpus as DOMPurify does, and passes nearly all it keeps',
    () => {
      const { seen, valid, plain } = compareTree(corpusTree())
      expect(seen).toBeGreaterThan(5_000)
      expect(plain).toBeGreaterThan(valid * 0.99)
    },
  )
  it.skipIf(hasCorpus)('skips the corpus', () => console.warn(NO_CORPUS_MESSAGE))
})
