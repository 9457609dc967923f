// Mounts the interactive pieces into freshly sanitized content, all of it at once or one piece at
// a time (page-content.ts); one stop function undoes everything.

import { whenIdle } from '../dom/schedule'
import { DEFAULT_UI_TEXT, type UiText } from '../../manifest/ui/ui-strings'
import type { Highlighter } from '../widgets/highlight-code'
import type { Lightbox } from '../widgets/lightbox/lightbox'
import { mountCodeCollapse } from '../widgets/collapse-code'
import { mountCopyButtons } from '../widgets/copy-code'
import { mountHeadingAnchors } from '../widgets/heading-anchors'
import { mountWidgets } from '../widgets/mount-widgets'
import { mountScrollRegions } from '../widgets/scroll-regions'
import { mountTabs, type PageTabGroups } from '../widgets/mount-tabs'
import type { WidgetEnv } from '../widgets/widget-env'

/** Options of the enhancement pass. */
export interface EnhanceOptions {
  /** Hide a leading H1 that repeats the page title shown by the layout. */
  hideLeadingH1?: boolean
  /** The site around the content, for widgets (video, PDF, catalog…); none are mounted without it. */
  widgetEnv?: WidgetEnv
  /** The site's interface text for buttons and labels the enhancer adds (English defaults without). */
  text?: UiText
}

/** Enhances the content of one shown page as it arrives. */
export interface ContentEnhancer {
  /**
   * Enhances `scope`: the content element itself, or a piece of it that is appended to the
   * content element right after this call.
   */
  add(scope: ParentNode): void
  /** Removes listeners, timers and observers. */
  stop(): void
}

/** Headings, tabs, copy buttons, widget placeholders, and code colours once code is in view. */
export function createEnhancer(options: EnhanceOptions = {}): ContentEnhancer {
  const cleanups: Array<() => void> = []
  const tabGroups: PageTabGroups = []
  let first = true
  let stopped = false
  let highlighter: Promise<Highlighter | undefined> | undefined
  let lightbox: Promise<Lightbox | undefined> | undefined
  let root: HTMLElement | undefined
  const text = options.text ?? DEFAULT_UI_TEXT

  /** The lightbox module loads once the browser is idle, on content that has images. */
  const zoomImages = (images: HTMLImageElement[]) => {
    const content = root
    if (!content) return
    lightbox ??= new Promise<void>((resolve) => cleanups.push(whenIdle(resolve, 2000)))
      .then(() => (stopped ? undefined : import('../widgets/lightbox/lightbox')))
      .then(
        (module) => {
          if (!module || stopped) return undefined
          const created = module.enableLightbox(content, text)
          cleanups.push(created.stop)
          return created
        },
        () => undefined,
      )
    // Pieces are fragments emptied into the page by then: keep the images themselves.
    void lightbox.then((box) => box?.mark(images))
  }

  const highlight = (blocks: Element[], piece?: Element) => {
    // highlight.js and its grammars stay out of the render path: loaded once there is code.
    highlighter ??= import('../widgets/highlight-code').then(
      ({ createHighlighter }) => {
        if (stopped) return undefined
        const created = createHighlighter()
        cleanups.push(created.stop)
        return created
      },
      () => undefined,
    )
    // Observed after this task, when the piece is in the page.
    void highlighter.then((h) => h?.observe(blocks, piece))
  }

  return {
    add(scope) {
      if (stopped) return
      if (first && options.hideLeadingH1) {
        const lead = scope.firstElementChild
        if (lead?.tagName === 'H1') lead.classList.add('title-duplicate')
      }
      if (first && scope instanceof HTMLElement) root = scope
      first = false
      mountHeadingAnchors(scope, text)
      cleanups.push(mountTabs(scope, tabGroups), mountCopyButtons(scope, text))
      mountCodeCollapse(scope, text)
      mountScrollRegions(scope, text)
      mountWidgets(
        scope,
        options.widgetEnv,
        text,
        (fn) => cleanups.push(fn),
        () => stopped,
      )
      const images = Array.from(scope.querySelectorAll('img'))
      if (images.length) zoomImages(images)
      const code = Array.from(scope.querySelectorAll('.code-block[data-lang]'))
      // A piece added after the first: its blocks are watched once it comes near.
      if (code.length) highlight(code, scope !== root && scope instanceof Element ? scope : undefined)
    },
    stop() {
      stopped = true
      cleanups.forEach((fn) => fn())
      cleanups.length = 0
    },
  }
}
