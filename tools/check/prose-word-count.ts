// Counts the words a reader reads on a markdown page: frontmatter, fenced code and markup do not count.

/** Number of prose words in a markdown source (both sides of a depth comparison use this). */
export function proseWordCount(markdown: string): number {
  const body = markdown
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
  let count = 0
  for (const token of body.split(/\s+/)) if (/[A-Za-z0-9]/.test(token)) count++
  return count
}
