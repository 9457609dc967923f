// The one rendering path: markdown → HTML (shared pipeline) → DOMPurify. Nothing else sanitizes.

import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'
import { isSiteAsset, styleLoadsResource } from '../../manifest/url-policy'
import { splitFrontmatter } from '../../manifest/markdown'
import type { RenderResult, WidgetRecord } from '../../manifest/markdown/types'
import type { Diagnostic, Heading, Manifest, PageEntry } from '../../manifest/types'
import { countMarkdownWords } from '../lib/reading-time'
import { pageContent, type PageContent } from './page-content'
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_TAGS } from './sanitize-config'
import { siteRendererFor } from './site-renderer'

/**
 * Text a page must be long enough to hold several times over before its first piece is rendered
 * on its own (the pipeline's renderInSteps); its first piece covers at least this much.
 */
export const FIRST_STEP_CHARS = 12_000

/** A page ready to show. */
export interface RenderedPage {
  /** Sanitized HTML for the one <Markdown> component, whole or in pieces (page-content.ts). */
  content: PageContent
  /** The outline; while `pending()`, of the first piece only. */
  headings: Heading[]
  frontmatter: Record<string, unknown>
  /** While `pending()`, of the first piece only. */
  widgets: WidgetRecord[]
  /** While `pending()`, of the first piece only. */
  diagnostics: Diagnostic[]
  /** Words of the page text (markdown source without code), for the reading time. */
  words: number
  /** The page file's raw markdown as fetched (for "View source" and "Copy as markdown"). */
  source: string
  /** True while the rest of a long page rendered in steps has not been rendered yet. */
  pending(): boolean
  /** The page with all of it rendered; this object itself when nothing is pending. */
  completed(): RenderedPage
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
    const { document, DocumentFragment, HTMLTemplateElement, Node, Element, NodeFilter, NamedNodeMap, HTMLFormElement, DOMParser } = window
    const withoutTrustedTypes: WindowLike = { document, DocumentFragment, HTMLTemplateElement, Node, Element, NodeFilter, NamedNodeMap, HTMLFormElement, DOMParser }
    purify = createDOMPurify(withoutTrustedTypes)
    installHooks(purify)
  }
  return purify
}

/** Sanitizes pipeline HTML with the site allow-list. */
export function sanitizeHtml(html: string): string {
  return sanitizer().sanitize(html, {
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
}

const sanitized = new WeakMap<{ html: string }, string>()

/**
 * The sanitized HTML of one render result (or of the first step of one), computed once: the first
 * paint and the app's first render of the same page share the result object (site-renderer.ts),
 * so DOMPurify runs once.
 */
export function sanitizedHtmlOf(result: { html: string }): string {
  let html = sanitized.get(result)
  if (html === undefined) {
    html = sanitizeHtml(result.html)
    sanitized.set(result, html)
  }
  return html
}

/**
 * The frontmatter parser (the yaml library), a chunk of its own: the first page is shown without
 * it, and main.tsx warms it up once the app is idle so later pages do not wait for it.
 */
export function loadFrontmatterParser() {
  return import('../../manifest/markdown/parse-frontmatter')
}

/**
 * Renders a page from its fetched sources (`files` holds the page file and its includes).
 * Loads the yaml parser only when the page has frontmatter. A long page is rendered in two steps
 * (the pipeline's renderInSteps): its first piece is ready now, the rest when its content asks
 * for more pieces or `completed()` is called. Code is coloured later, in the page, as it scrolls
 * into view (widgets/highlight-code.ts).
 */
export async function renderPage(
  manifest: Manifest,
  entry: PageEntry,
  files: Map<string, string>,
): Promise<RenderedPage> {
  const source = files.get(entry.file) ?? ''
  const { yaml, body, bodyLine } = splitFrontmatter(source)
  let frontmatter: Record<string, unknown> = {}
  const diagnostics: Diagnostic[] = []
  const parsed =
    yaml !== null
      ? await loadFrontmatterParser().then((m) => m.parseFrontmatter(yaml, entry.file))
      : undefined
  if (parsed) {
    frontmatter = parsed.data
    diagnostics.push(...parsed.diagnostics)
  }
  const steps = siteRendererFor(manifest).renderInSteps(body, entry.file, bodyLine, files, FIRST_STEP_CHARS)
  let result = steps.first ? undefined : steps.finish()
  const finish = () => (result ??= steps.finish())
  const shared = {
    content: pageContent({
      first: steps.first?.html,
      complete: finish,
      // The first piece is the first step's HTML, which the first paint may have sanitized already.
      sanitize: (html) => (steps.first && html === steps.first.html ? sanitizedHtmlOf(steps.first) : sanitizeHtml(html)),
      sanitizeWhole: () => sanitizedHtmlOf(finish()),
    }),
    frontmatter,
    words: countMarkdownWords(body),
    source,
  }
  const whole = (done: RenderResult): RenderedPage => {
    const page: RenderedPage = {
      ...shared,
      headings: done.env.headings,
      widgets: done.env.widgets,
      diagnostics: [...diagnostics, ...done.env.diagnostics],
      pending: () => false,
      completed: () => page,
    }
    return page
  }
  if (result) return whole(result)
  let completed: RenderedPage | undefined
  return {
    ...shared,
    headings: steps.first!.headings,
    widgets: [],
    diagnostics,
    pending: () => !completed,
    completed: () => (completed ??= whole(finish())),
  }
}

/** Renders a short markdown text from site data (notices) through the same pipeline and sanitizer. */
export function renderSnippet(manifest: Manifest, markdown: string, file = 'index.md'): string {
  return sanitizeHtml(siteRendererFor(manifest).render(markdown, file, 1, new Map()).html)
}
