// The banner of a page of an older documentation version built into this folder: which version
// this is, and a link to the same page in the current version when it has one (else to its home).
// A note (role="note") at the end of the main content, kept in view at its bottom; texts from the
// strings table (versions.oldBanner, versions.oldBannerPage, versions.oldBannerHome).

import { useEffect, useInsertionEffect, useState } from 'react'
import css from '../styles/old-version.css' with { type: 'text' }
import { addLazyStyle } from '../dom/lazy-style'
import { useQueryClient } from '@tanstack/react-query'
import { manifestQueryOptions } from '../page-load/query-options'
import { useSite, useUiText } from '../hooks/use-site'
import { newerVersionThanRead } from '../lib/versions'
import { versionTargetHref } from '../lib/version-switch'

/** Props: the route being read. */
export interface OldVersionBannerProps {
  route?: string
}

/** The banner, or nothing on the current version (or a site without built versions). */
export function OldVersionBanner({ route = '/' }: OldVersionBannerProps) {
  const { base, manifest } = useSite()
  const queryClient = useQueryClient()
  const text = useUiText()
  const { versions } = manifest.site
  const current = newerVersionThanRead(versions, base)
  const reading = versions.find((v) => v.base === base)
  const currentBase = current?.base
  // The current version's address for this route, once its manifest has said whether it has it.
  const [target, setTarget] = useState<{ route: string; href: string }>()
  useInsertionEffect(() => {
    if (currentBase) addLazyStyle('old-version', css)
  }, [currentBase])
  useEffect(() => {
    if (!currentBase) return
    let live = true
    void versionTargetHref(currentBase, route, (b) => queryClient.fetchQuery(manifestQueryOptions(b))).then((href) => {
      if (live) setTarget({ route, href })
    })
    return () => {
      live = false
    }
  }, [currentBase, route, queryClient])
  if (!current || !currentBase || !reading) return null
  const found = target?.route === route ? target.href : undefined
  const samePage = found !== undefined && (found !== currentBase || route === '/')
  return (
    <div className="old-version-banner" role="note">
      <p>{text('versions.oldBanner', { version: reading.text, current: current.text })}</p>
      {found !== undefined && (
        <a href={found}>
          {samePage
            ? text('versions.oldBannerPage', { current: current.text })
            : text('versions.oldBannerHome', { current: current.text })}
        </a>
      )}
    </div>
  )
}
