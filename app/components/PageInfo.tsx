// Page info under the title: reading time and last-updated date.

import { formatUpdated } from '../lib/format-date'
import { readingTimeText } from '../lib/reading-time'
import { Icon } from './Icon'

/** Props: word count, last update (epoch ms) and whether to show it. */
export interface PageInfoProps {
  words: number
  updated?: number
  showUpdated: boolean
  lang: string
}

/** The page-info line. */
export function PageInfo({ words, updated, showUpdated, lang }: PageInfoProps) {
  return (
    <div className="page-info">
      <span className="page-info-item" title="Reading time">
        <Icon name="clock" />
        <span>{readingTimeText(words)}</span>
      </span>
      {showUpdated && updated !== undefined && (
        <span className="page-info-item" title="Last updated">
          <Icon name="calendar" />
          <span>
            <span className="page-info-label">Last updated: </span>
            <time dateTime={new Date(updated).toISOString()}>{formatUpdated(updated, lang)}</time>
          </span>
        </span>
      )}
    </div>
  )
}
