// The only element that receives HTML: sanitized output of render-page.ts, enhanced after mount.

import { useRouter } from '@tanstack/react-router'
import { useCallback, useLayoutEffect, useMemo, useRef, type MouseEvent, type Ref, type SyntheticEvent } from 'react'
import { inAppPath } from '../lib/base-path'
import { splatTarget } from '../lib/route-link'
import { useSite } from '../hooks/use-site'
import { enhanceContent } from './enhance'

/** Props: sanitized HTML (from render-page.ts only), class, optional ref to the element. */
export interface MarkdownProps {
  html: string
  className?: string
  ref?: Ref<HTMLDivElement>
  hideLeadingH1?: boolean
}

/** Renders sanitized HTML; internal links navigate in-app, hovering them preloads. */
export function Markdown({ html, className, ref, hideLeadingH1 }: MarkdownProps) {
  const local = useRef<HTMLDivElement | null>(null)
  const router = useRouter()
  const { base, index } = useSite()
  const inner = useMemo(() => ({ __html: html }), [html])
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
    if (!local.current) return
    return enhanceContent(local.current, { hideLeadingH1 })
  }, [inner, hideLeadingH1])

  /** The route target of a content link, when it is an internal page link. */
  const targetOf = (a: HTMLAnchorElement) => {
    if (a.hasAttribute('download') || (a.target && a.target !== '_self')) return undefined
    const inApp = inAppPath(a.href, location.origin, base)
    if (!inApp) return undefined
    const hit = index.resolver.resolve(inApp.path)
    if (!hit) return undefined
    return splatTarget(hit.route, inApp.hash ?? hit.hash)
  }

  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
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
      onFocus={onIntent}
      dangerouslySetInnerHTML={inner}
    />
  )
}
