// Types for markdown-it-deflist, which ships none.

declare module 'markdown-it-deflist' {
  import type { MarkdownIt } from 'markdown-it'

  /** Adds definition lists (`Term` then `: definition` or `~ definition`). */
  export default function deflist(md: MarkdownIt): void
}
