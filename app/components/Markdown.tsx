// The only element that receives HTML: sanitized output of render-page.ts, enhanced after mount.
// React leaves its children alone; fill-content.ts writes them, whole or piece by piece.

import { useRouter } from '@tanstack/react-router'
import { useCallback, useContext, useLayoutEffect, useRef, type MouseEvent, type Ref, type SyntheticEvent } from 'react'
import { inAppPath } from '../lib/base-path'
import { isModifiedClick } from '../lib/modified-click'
import { splatTarget } from '../lib/route-link'
import { useLinkPrefetch, type PrefetchTarget } from '../hooks/use-link-prefetch'
import { useSite } from '../hooks/use-site'
import { uiTextFor } from '../lib/ui-text'
import { fillContent } from '../page-dom/fill-content'
import type { PageContent } from '../page-load/render/page-content'
import { FirstShowContext } from '../page-dom/first-show-context'
import { blocksOf, readPlace } from '../page-dom/keep-place-on-replace'

/** Props: sanitized content (from render-page.ts only), class, optional ref to the element. */
export interface MarkdownProps {
  content: PageContent
  /**
   * What is shown (the route). New content under the same key (a live reload) is shown whole;
   * under a new key, long content is shown piece by piece.
   */
  showKey?: string
  className?: string
  ref?: Ref<HTMLDivElement>
  hideLeadingH1?: boolean
}

/** Renders sanitized HTML; internal links navigate in-app, and hovering, focusing or pressing them preloads. */
export function Markdown({ content, showKey, className, ref, hideLeadingH1 }: MarkdownProps) {
  const local = useRef<HTMLDivElement | null>(null)
  const shownKey = useRef<string | undefined>(undefined)
  const shownContent = useRef<PageContent | undefined>(undefined)
  const router = useRouter()
  const firstShow = useContext(FirstShowContext)
  const site = useSite()
  const { base, index } = site
  // Widgets see the site as it is when they mount; a newer manifest does not refill the page.
  const widgetSite = useRef(site)
  widgetSite.current = site
  const preloaded = useRef(new Set<string>())

  const setRef = useCallback(
    (el: HTMLDivElement | null) => {
      local.current = el
      if (typeof ref === 'function') ref(el)
      else if (ref) ref.current = el
    },
    [ref],
  )

  useLayoutEffect(() => {
    const root = local.current
    if (!root) return
    const newKey = showKey !== undefined && showKey !== shownKey.current
    // The reader's place is kept when the shown page is replaced under them: new content under
    // the same key (a live edit), or the app's first render taking over from the first paint.
    const previous = showKey === shownKey.current ? shownContent.current : undefined
    // The first page the app shows goes on from what the first paint showed: the rest of a long
    // page piece by piece when it showed the first piece only, all of it when it showed all of it
    // (the reader may be anywhere in it). Later pages, and a first page the first paint showed no
    // text of, are shown piece by piece (its first piece is the one the first paint sanitized).
    const first = showKey !== undefined ? firstShow?.take() : undefined
    const handover = first?.handover
    const place = previous ? readPlace(root, () => blocksOf(previous.whole())) : handover?.place
    const progressive = newKey && (!handover || handover.firstPieceOnly)
    shownKey.current = showKey
    shownContent.current = content
    const widgetEnv = showKey === undefined ? undefined : { ...widgetSite.current, route: showKey }
    const text = uiTextFor(widgetSite.current.manifest)
    return fillContent(root, content, { hideLeadingH1, progressive, place, widgetEnv, text })
  }, [content, showKey, hideLeadingH1, firstShow])

  /** The route and target of a content link, when it is an internal page link. */
  const linkOf = useCallback(
    (a: HTMLAnchorElement) => {
      if (a.hasAttribute('download') || (a.target && a.target !== '_self')) return undefined
      const inApp = inAppPath(a.href, location.origin, base)
      if (!inApp) return undefined
      const hit = index.resolver.resolve(inApp.path)
      if (!hit) return undefined
      return { route: hit.route, target: splatTarget(hit.route, inApp.hash ?? hit.hash) }
    },
    [base, index],
  )
  const targetOf = (a: HTMLAnchorElement) => linkOf(a)?.target

  // Pages behind the links in view are loaded ahead of a click once the page has settled.
  const prefetchTarget = useCallback(
    (a: HTMLAnchorElement): PrefetchTarget | undefined => {
      const link = linkOf(a)
      const entry = link && link.route !== showKey ? index.pages.get(link.route) : undefined
      if (!link || !entry) return undefined
      return { key: link.route, bytes: entry.size, load: () => router.preloadRoute(link.target) }
    },
    [linkOf, index, router, showKey],
  )
  useLinkPrefetch(local, content, prefetchTarget)

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || isModifiedClick(e)) return
    const a = (e.target as Element).closest?.('a')
    if (!a || !local.current?.contains(a)) return
    const target = targetOf(a)
    if (!target) return
    e.preventDefault()
    void router.navigate(target)
  }

  const onIntent = (e: SyntheticEvent) => {
    const a = (e.target as Element).closest?.('a')
    if (!a || preloaded.current.has(a.href)) return
    preloaded.current.add(a.href)
    const target = targetOf(a)
    if (target) router.preloadRoute(target).catch(() => undefined)
  }

  return (
    <div
      ref={setRef}
      className={className}
      onClick={onClick}
      onMouseOver={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    />
  )
}
