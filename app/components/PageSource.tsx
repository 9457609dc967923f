// The raw markdown of a page, shown in place of the rendered content by "View source".

import { useUiText } from '../hooks/use-site'

/** Props: the raw markdown and its file name. */
export interface PageSourceProps {
  source: string
  file: string
}

/** Plain text only: React escapes it, nothing is parsed. */
export function PageSource({ source, file }: PageSourceProps) {
  const text = useUiText()
  return (
    <pre className="page-source" aria-label={text('page.sourceOf', { file })} tabIndex={0}>
      <code>{source}</code>
    </pre>
  )
}
