// "View source" toggle, "Copy as markdown" and a link to the page's .md file (dev and production).

import { useEffect, useState } from 'react'
import { writeClipboard } from '../widgets/copy-code'
import { sourceUrl } from '../../manifest/paths/index'
import { isPreviewBase, previewBase } from '../../manifest/paths/preview-path'
import { useUiText } from '../hooks/use-site'
import { Icon } from './Icon'

/** How long the copy button says "Copied". */
const COPIED_MS = 2000

/**
 * Props: the raw markdown (undefined while it has not arrived: a long page shown from its head),
 * its file, and the toggle state owned by the page.
 */
export interface PageSourceBarProps {
  base: string
  file: string
  source: string | undefined
  showing: boolean
  onToggle(): void
}

/** The source actions under the page title. */
export function PageSourceBar({ base, file, source, showing, onToggle }: PageSourceBarProps) {
  const text = useUiText()
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (copy === 'idle') return
    const timer = window.setTimeout(() => setCopy('idle'), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copy])
  const onCopy = () => {
    if (source === undefined) return
    writeClipboard(source).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    )
  }
  return (
    <div className="page-source-bar">
      <button
        type="button"
        className="page-source-button"
        aria-pressed={showing}
        onClick={onToggle}
        disabled={source === undefined}
      >
        <Icon name="code" /> {showing ? text('page.viewPage') : text('page.viewSource')}
      </button>
      <button
        type="button"
        className="page-source-button"
        onClick={onCopy}
        aria-live="polite"
        disabled={source === undefined}
      >
        <Icon name={copy === 'copied' ? 'check' : 'copy'} />{' '}
        {copy === 'copied'
          ? text('page.copied')
          : copy === 'failed'
            ? text('page.copyFailed')
            : text('page.copyMarkdown')}
      </button>
      <a className="page-source-link" href={sourceUrl(base, file)} type="text/markdown">
        {file.slice(file.lastIndexOf('/') + 1)}
      </a>
      {/* The browser preview of an author's own folder (not inside the preview itself). */}
      {!isPreviewBase(base) && (
        <a className="page-source-preview" href={previewBase(base)}>
          {text('page.previewFolder')}
        </a>
      )}
    </div>
  )
}
