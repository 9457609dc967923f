// Finds the path-like references to media (images, PDFs, audio, video) in a page's text, for the
// offline list: markdown, HTML attributes and frontmatter alike, as written.

/** Files worth keeping offline when a page references them. */
export const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|mp4|webm|mp3|ogg)$/i
/** A run of characters a reference may hold (markdown, HTML attributes, frontmatter). */
const TOKEN = /[^\s"'()<>[\]`]+/g
/** What may follow a reference's extension, after its token. */
const AFTER_TOKEN = /[\s"'()>\]`]/
/** The longest media extension with its dot (`.jpeg`, `.webm`). */
const LONGEST_EXTENSION = 5

/**
 * The path-like references ending in a media extension in `text`: of each run of characters a
 * reference may hold, its start up to the last media extension that ends the run (before a space,
 * quote, bracket or `>`) or is followed by `?` or `#`. One pass over the text and one over each
 * run: a regular expression looking for such a token from every start (`[^\s…]+\.(?:png|…)`) took
 * time quadratic in a run's length (over 60 s for a page of 1 MB without spaces).
 */
export function mediaReferences(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0]
    const next = text[match.index + token.length]
    const endsAt = (end: number) => {
      const tail = token.slice(Math.max(0, end - LONGEST_EXTENSION), end)
      const extension = MEDIA.exec(tail)
      // At least one character before the dot.
      return extension !== null && end - tail.length + extension.index > 0
    }
    let end = next === undefined || AFTER_TOKEN.test(next) ? token.length : -1
    if (end < 0 || !endsAt(end)) {
      end = -1
      for (let i = token.length - 1; i > 0; i--) {
        if ((token[i] === '?' || token[i] === '#') && endsAt(i)) {
          end = i
          break
        }
      }
    }
    if (end > 0) found.push(token.slice(0, end))
  }
  return found
}
