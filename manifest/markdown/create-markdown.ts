// The one markdown renderer of the site: markdown-it plus our plugins, in a fixed visible order.

// markdown-it-deflist ships no types; its declaration is beside this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./markdown-it-deflist.d.ts" />
import MarkdownIt from 'markdown-it'
import anchor from 'markdown-it-anchor'
import deflist from 'markdown-it-deflist'
import { codePlugin } from './plugins/code'
import { componentsPlugin } from './plugins/components'
import { containersPlugin } from './plugins/containers'
import { controlCharactersPlugin } from './plugins/control-characters'
import { figuresPlugin } from './plugins/figures'
import { headingAnchorOptions, headingsPlugin } from './plugins/headings'
import { htmlDepthPlugin } from './plugins/html-depth'
import { includePlugin } from './plugins/include'
import { linksPlugin } from './plugins/links'
import { rawHtmlPlugin } from './plugins/raw-html'
import { tablePartsPlugin } from './plugins/table-parts'
import { tabsPlugin } from './plugins/tabs'
import { templateVarsPlugin } from './plugins/template-vars'
import { renderWithBreaks } from './block-breaks'
import { steppedRenderer } from './render-in-steps'
import { createRenderEnv, type ReadFile } from './render-state'
import { slugify } from './slugify'
import type { MarkdownOptions, MarkdownRenderer, RenderEnv, RenderResult, SteppedParse, SteppedResult } from './types'

/**
 * Builds the renderer once per site. Each `render()` call gets a fresh env, so one renderer can
 * serve many pages (and concurrent callers) without shared state.
 * @example
 * const md = createMarkdown({ vars: { apiVersion: '48' } })
 * const { html, env, headingTitle } = md.render('# API {{ $apiVersion }}\n', 'api/index.md')
 */
export function createMarkdown(options: MarkdownOptions): MarkdownRenderer {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false, breaks: false })

  // Source rewriting, before block parsing (core rules after `normalize`).
  md.use(includePlugin, { readFile: options.readFile, includeDepth: options.includeDepth ?? 8 })
  md.use(controlCharactersPlugin)
  md.use(templateVarsPlugin, { vars: options.vars })
  // Block syntax.
  md.use(containersPlugin, { titles: options.containerTitles })
  md.use(tabsPlugin)
  md.use(deflist)
  // Token rewrites after inline parsing, in this order.
  md.use(htmlDepthPlugin)
  md.use(componentsPlugin, { vars: options.vars, resolveUrl: options.resolveUrl })
  md.use(linksPlugin, { resolveUrl: options.resolveUrl })
  md.use(figuresPlugin)
  md.use(codePlugin, { highlight: options.highlight, collapseLines: options.collapseCodeLines ?? 0 })
  // Heading ids and outline last, so ids see the final heading text.
  md.use(anchor, headingAnchorOptions(slugify))
  md.use(headingsPlugin)
  // Long tables as consecutive parts, after every rule that reads them.
  md.use(tablePartsPlugin)
  // Registered last, so its rule runs first after inline parsing (it must see raw HTML untouched).
  md.use(rawHtmlPlugin)

  const inSteps = steppedRenderer(md)
  return {
    render(body: string, file: string, firstLine = 1, readFile?: ReadFile): RenderResult {
      const env = emptyRenderEnv(file)
      const mdEnv = createRenderEnv(env, firstLine, readFile)
      const tokens = md.parse(body, mdEnv)
      if (options.blockBreaks) {
        const { html, breaks } = renderWithBreaks(md, tokens, mdEnv)
        return { html, env, headingTitle: headingTitle(env), breaks }
      }
      const html = md.renderer.render(tokens, md.options, mdEnv)
      return { html, env, headingTitle: headingTitle(env) }
    },

    renderInSteps(
      body: string,
      file: string,
      firstLine: number,
      firstChars: number,
      readFile?: ReadFile,
    ): SteppedParse {
      const env = emptyRenderEnv(file)
      const mdEnv = createRenderEnv(env, firstLine, readFile)
      const parsing = inSteps(body, mdEnv, () => env.headings, firstChars)
      let stepped: SteppedResult | undefined
      return {
        parse: parsing.parse,
        rawHtml: () => env.rawHtml,
        steps(parseAhead, firstAtMost) {
          if (stepped) return stepped
          const steps = parsing.steps(parseAhead, firstAtMost)
          let result: RenderResult | undefined
          stepped = {
            first: steps.first,
            advance: steps.advance,
            rendered: steps.rendered,
            finish() {
              if (!result) {
                const { html, breaks } = steps.finish()
                result = { html, env, headingTitle: headingTitle(env), breaks }
              }
              return result
            },
          }
          return stepped
        },
      }
    },
  }
}

/** Title from the first H1, else the first heading; undefined when there is none. */
function headingTitle(env: RenderEnv): string | undefined {
  const heading = env.headings.find((h) => h.level === 1) ?? env.headings[0]
  return heading?.text || undefined
}

/** A fresh env for one render of `file` (also what a page that could not be rendered reports). */
export function emptyRenderEnv(file: string): RenderEnv {
  return {
    file,
    headings: [],
    links: [],
    includes: [],
    widgets: [],
    diagnostics: [],
    codeLanguages: [],
    commercial: false,
    rawHtml: false,
  }
}
