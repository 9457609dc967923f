// The pieces of a long page after the first, as the app adds them (fill-content.ts): each in an
// element of its own, which the browser skips while it is off screen as a whole, so adding a piece
// to a page of thousands of blocks costs about the piece itself, not the page so far.

/** Class of the element each piece after the first is added in. */
export const PIECE_CLASS = 'content-piece'

/**
 * Height a piece is laid out at until it is first shown, guessed from its HTML (the scrollbar's
 * length until then); once shown, the browser keeps its real height.
 */
export function estimatedPieceHeight(htmlChars: number): number {
  return Math.round(htmlChars * 0.5)
}

/**
 * The top-level blocks of a content element in document order: its children, with the blocks of
 * each added piece in place of the piece's element.
 */
export function contentBlocks(root: Element): Element[] {
  const blocks: Element[] = []
  for (const child of root.children) {
    if (!child.classList.contains(PIECE_CLASS)) blocks.push(child)
    // A loop, not a spread: a piece may hold tens of thousands of blocks.
    else for (const block of child.children) blocks.push(block)
  }
  return blocks
}
