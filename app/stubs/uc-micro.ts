// Stands in for uc.micro in the browser bundle (esbuild.config.ts alias): the same Unicode classes
// as the browser's own property escapes instead of 5 KB of generated ranges. markdown-it uses P
// and S (punctuation for emphasis rules); test/app/stubs/uc-micro.test.ts compares every class on
// every code point.

/** Any code point, or a lone surrogate (uc.micro's definition). */
export const Any =
  /[\0-\uD7FF\uE000-\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/
export const Cc = /\p{Cc}/u
export const Cf = /\p{Cf}/u
export const P = /\p{P}/u
export const S = /\p{S}/u
export const Z = /\p{Z}/u
