// Stands in for entities in the browser bundle (esbuild.config.ts alias). markdown-it asks it one
// thing: decodeHTMLStrict of a named character reference it has matched, `&name;` (numeric ones
// it decodes itself). The browser's HTML parser holds the same table (the HTML standard's named
// references), so the 13 KB gzip copy entities ships need not cross a slow link before the text.
// test/app/stubs/entities.test.ts compares the two on every name; test/browser-bundle/browser-pipeline.test.ts
// renders pages both ways.

/** What markdown-it passes: one named reference with its semicolon. */
const NAMED_REFERENCE = /^&[a-z][a-z0-9]{1,31};$/i

let decoder: HTMLTextAreaElement | undefined

/**
 * The character(s) `&name;` stands for; the text unchanged when it is not a whole reference. A
 * textarea's content is raw text: the parser decodes references in it and creates no elements.
 */
export function decodeHTMLStrict(text: string): string {
  if (!NAMED_REFERENCE.test(text)) return text
  decoder ??= document.implementation.createHTMLDocument('').createElement('textarea')
  decoder.innerHTML = text
  const decoded = decoder.value
  // A legacy name decodes without its semicolon (`&notit;` reads as `&not` + `it;`): strict
  // decoding takes whole references only. No reference but `&semi;` stands for a text ending in ';'.
  return decoded.endsWith(';') && decoded !== ';' ? text : decoded
}
