// Page info under the title: reading time and last-updated date.

import { formatUpdated } from '../lib/format-date'
import { readingTimeText } from '../lib/reading-time'
import { useUiText } from '../hooks/use-site'
import { Icon } from './Icon'

/** Props: word count, last update (epoch ms) and whether to show it. */
export interface PageInfoProps {
  words: number
  updated?: number
  showUpdated: boolean
  /** Locale of the date. */
  lang: string
}

/** The page-info line. */
export function PageInfo({ words, updated, showUpdated, lang }: PageInfoProps) {
  const text = useUiText()
  return (
    <div className="page-info">
      <span className="page-info-item" title={text('page.readingTime')}>
        <Icon name="clock" />
        <span>{readingTimeText(words, text)}</span>
      </span>
      {showUpdated && updated !== undefined && (
        <span className="page-info-item" title={text('page.lastUpdated')}>
          <Icon name="calendar" />
          <span>
            <span className="page-info-label">{text('page.lastUpdated')}: </span>
            <time dateTime={new Date(updated).toISOString()}>{formatUpdated(updated, lang)}</time>
          </span>
        </span>
      )}
    </div>
  )
}
