// A site notice from site data (inline markdown), rendered through the one sanitizing path.

import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Markdown } from './Markdown'
import { wholeContent } from '../page-load/render/page-content'
import { useSite } from '../hooks/use-site'
import { snippetQueryOptions } from '../page-load/query-options'

/** Props: the notice markdown and a class for placement. */
export interface SiteNoticeProps {
  markdown: string
  className: string
}

/** Renders the notice as a note box. */
export function SiteNotice({ markdown, className }: SiteNoticeProps) {
  const { manifest } = useSite()
  const { data: html } = useQuery(snippetQueryOptions(manifest, markdown))
  const content = useMemo(() => (html === undefined ? undefined : wholeContent(html)), [html])
  if (content === undefined) return null
  return (
    <div className={`site-notice ${className}`} role="note">
      <Markdown content={content} className="site-notice-body" />
    </div>
  )
}
