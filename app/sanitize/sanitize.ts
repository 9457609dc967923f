// Sanitized HTML, a type of its own (SafeHtml) made only here: by the check of plain markup
// (generated-markup.ts), which gives what the sanitizer would, or by the sanitizer itself (DOMPurify,
// purifier.ts) where the check declines. Every write of HTML into the document goes through
// setSafeHtml, so a string that skipped both does not type-check.
//
// The check needs no DOMPurify for the attributes markup commonly has (plain-attributes.ts), so most
// pages are shown without downloading it. It is a chunk of its own, loaded (loadSanitizer) where
// HTML the check declines is about to be sanitized: by the first paint (withSanitizer), by the
// app before a page is shown (render-page.ts's completePage) or where a piece of a long page is
// added (fill-content.ts), and in the app's idle time.

import { checkGeneratedMarkup } from './generated-markup'
import { plainAttributeVerdict } from './plain-attributes'
import type { Purifier } from './purifier'
import { SANITIZE_POLICY } from './sanitize-policy'

declare const sanitized: unique symbol

/** HTML that went through the site's sanitizer or its check (`sanitizeRendered`, `sanitizeHtml`). */
export type SafeHtml = string & { readonly [sanitized]: true }

/** Replaces the children of `el` (an element or a template) with sanitized HTML. */
export function setSafeHtml(el: Element, html: SafeHtml): void {
  el.innerHTML = html
}

let purifier: Purifier | undefined

/** Makes the sanitizer available to everything here (tests install it directly). */
export function installSanitizer(loaded: Purifier): void {
  purifier = loaded
}

let loading: Promise<void> | undefined

/** Loads and installs the sanitizer, once, handing it the site's policy. */
export function loadSanitizer(): Promise<void> {
  loading ??= import('./purifier').then(
    (module) => installSanitizer(module.createPurifier(SANITIZE_POLICY)),
    (error: unknown) => {
      loading = undefined // a later call tries again
      throw error
    },
  )
  return loading
}

/** Thrown where HTML needs the sanitizer before it has been installed. */
class SanitizerNotLoaded extends Error {
  constructor() {
    super('The sanitizer has not been loaded yet')
  }
}

/** True when `error` is a piece of HTML that needed the sanitizer before it was loaded (`loadSanitizer`). */
export function neededSanitizer(error: unknown): boolean {
  return error instanceof SanitizerNotLoaded
}

function installed(): Purifier {
  if (!purifier) throw new SanitizerNotLoaded()
  return purifier
}

/**
 * Resolves once `html` (undefined: HTML not rendered yet) can be sanitized without waiting: at
 * once when the sanitizer is installed or the check accepts `html` without it, else once it has
 * been loaded.
 */
export function readyToSanitize(html: string | undefined): Promise<void> {
  if (purifier || (html !== undefined && checkedPipelineMarkup(html) !== undefined)) return Promise.resolve()
  return loadSanitizer()
}

/** Runs `run`; when it needs the sanitizer and that has not been loaded, loads it and runs `run` again. */
export async function withSanitizer<T>(run: () => T): Promise<T> {
  try {
    return run()
  } catch (error) {
    if (!(error instanceof SanitizerNotLoaded)) throw error
  }
  await loadSanitizer()
  return run()
}

/** Sanitizes HTML with the site allow-list, hook and URL policy (DOMPurify). */
export function sanitizeHtml(html: string): SafeHtml {
  return installed().sanitize(html) as SafeHtml
}

/**
 * The check of plain markup (generated-markup.ts), with DOMPurify's attribute verdicts (once the
 * sanitizer is installed; before, the plain ones): what `sanitizeHtml` would return, or undefined
 * when the check does not accept it.
 */
export function checkedPipelineMarkup(html: string): SafeHtml | undefined {
  const isValid = (tag: string, name: string, value: string) =>
    plainAttributeVerdict(name, value) || !!purifier?.isValidAttribute(tag, name, value)
  return checkGeneratedMarkup(html, isValid, location.origin) as SafeHtml | undefined
}

/**
 * Sanitizes a page's HTML from the pipeline: where the check accepts the markup, the check stands
 * in for the sanitizer's walk, with the same result; elsewhere the sanitizer walks it (and throws
 * SanitizerNotLoaded when it has not been installed).
 */
export function sanitizeRendered(html: string): SafeHtml {
  return checkedPipelineMarkup(html) ?? sanitizeHtml(html)
}
