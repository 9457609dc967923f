// Finds the path-like references to media (images, PDFs, audio, video) in a page's text, for the
// offline list: markdown, HTML attributes and frontmatter alike, as written.

/** Files worth keeping offline when a page references them. */
export const MEDIA = /\.(png|jpe?g|gif|webp|avif|svg|ico|pdf|mp4|webm|mp3|ogg)$/i
/** A character no reference holds: what ends a run of characters a reference may hold. */
const DELIMITER = /[\s"'()<>[\]`]/
/** A media extension anywhere in the text: every reference holds one. */
const EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|pdf|mp4|webm|mp3|ogg)/gi
/** What may follow a reference's extension, after its token. */
const AFTER_TOKEN = /[\s"'()>\]`]/
/** The longest media extension with its dot (`.jpeg`, `.webm`). */
const LONGEST_EXTENSION = 5

/**
 * The path-like references ending in a media extension in `text`: of each run of characters a
 * reference may hold, its start up to the last media extension that ends the run (before a space,
 * quote, bracket or `>`) or is followed by `?` or `#`. Only the runs holding a media extension are
 * looked at (found by one search for the extensions, each run widened from its first one): going
 * through every run of the text took 22 s of a build at 70,900 pages. A regular expression looking
 * for such a token from every start (`[^\s…]+\.(?:png|…)`) took time quadratic in a run's length
 * (over 60 s for a page of 1 MB without spaces); this is one pass over the text and one over each
 * run that holds an extension.
 */
export function mediaReferences(text: string): string[] {
  const found: string[] = []
  let runEnd = -1
  for (const match of text.matchAll(EXTENSION)) {
    // A later extension of a run already looked at.
    if (match.index < runEnd) continue
    let start = match.index
    while (start > 0 && !DELIMITER.test(text[start - 1]!)) start--
    runEnd = match.index + match[0].length
    while (runEnd < text.length && !DELIMITER.test(text[runEnd]!)) runEnd++
    const reference = referenceIn(text.slice(start, runEnd), text[runEnd])
    if (reference) found.push(reference)
  }
  return found
}

/** The reference a run of characters holds (`next`: the character after it), if any. */
function referenceIn(token: string, next: string | undefined): string | undefined {
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
  return end > 0 ? token.slice(0, end) : undefined
}
