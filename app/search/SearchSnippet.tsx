// Text with the query's matches wrapped in <mark> (built from parts: never raw HTML).

import type { TextPart } from '../../manifest/search/result-snippet'

/** Renders snippet parts. */
export function SearchSnippet({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}</>
}
