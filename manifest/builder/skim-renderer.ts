// A renderer for a quick first manifest of a large site: what a page entry needs (its title, its
// includes, whether it is commercial) without rendering the whole page.
//
// The dev server serves this manifest while every page renders in the background, then replaces
// it with the full build. So it only has to be right in the common case, and cheap:
// - the title comes from the first heading's line alone, rendered by the real pipeline (template
//   variables and inline markup as the full render has them): the first ATX `#` or setext `===`
//   heading outside fenced code, else the first heading of any level;
// - a page with includes is rendered whole (its includes decide its title and what the app fetches);
// - a page is commercial when a line opens an `enterprise` container.
// Outlines, links, widgets, diagnostics and HTML are left empty: nothing may read them from a
// skimmed build.

import { emptyRenderEnv } from '../markdown/create-markdown'
import type { MarkdownRenderer, RenderResult } from '../markdown/types'

const FENCE = /^ {0,3}(`{3,}|~{3,})/
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/
const ENTERPRISE = /^ {0,3}:{3,}[ \t]*enterprise(?:[ \t]|$)/m

/** `full`, except that pages without includes are skimmed, not rendered. */
export function skimRenderer(full: MarkdownRenderer): MarkdownRenderer {
  return {
    render(body, file, firstLine = 1, readFile) {
      if (body.includes('!!!include')) return full.render(body, file, firstLine, readFile)
      const env = emptyRenderEnv(file)
      env.commercial = ENTERPRISE.test(body)
      const result: RenderResult = { html: '', env }
      const heading = firstHeading(body)
      if (heading) result.headingTitle = full.render(heading.text, file, firstLine + heading.line).headingTitle
      return result
    },
    renderInSteps: (...args) => full.renderInSteps(...args),
  }
}

/** The markdown of the heading a page's title comes from (a first H1, else any first heading), with its 0-based line. */
export function firstHeading(body: string): { text: string; line: number } | undefined {
  const lines = body.split('\n')
  let fence = ''
  let other: { text: string; line: number } | undefined
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    const marker = FENCE.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = ''
      continue
    }
    if (marker) {
      fence = marker
      continue
    }
    const level = ATX.exec(line)?.[1].length
    if (level === 1) return { text: line, line: i }
    if (level) other ??= { text: line, line: i }
    else if (
      i > 0 &&
      SETEXT_H1.test(line) &&
      lines[i - 1]!.trim() !== '' &&
      !ATX.test(lines[i - 1]!) &&
      !FENCE.test(lines[i - 1]!)
    ) {
      return { text: `${lines[i - 1]}\n${line}`, line: i - 1 }
    }
  }
  return other
}
