// The raw markdown of a page, shown in place of the rendered content by "View source".

/** Props: the raw markdown and its file name. */
export interface PageSourceProps {
  source: string
  file: string
}

/** Plain text only: React escapes it, nothing is parsed. */
export function PageSource({ source, file }: PageSourceProps) {
  return (
    <pre className="page-source" aria-label={`Markdown source of ${file}`} tabIndex={0}>
      <code>{source}</code>
    </pre>
  )
}
