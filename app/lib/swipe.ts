// Swipe gesture classification for the mobile sidebar drawer: at least 40 px, starting within 80 px
// of the left edge to open, 1.5 times more horizontal than vertical.

const SWIPE_MIN_PX = 40
const SWIPE_EDGE_PX = 80
const SWIPE_RATIO = 1.5

/** What a finished touch gesture means for the drawer. */
export type SwipeAction = 'open' | 'close' | undefined

/** Classifies a touch from its start and end points. */
export function classifySwipe(start: { x: number; y: number }, end: { x: number; y: number }): SwipeAction {
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (Math.abs(dx) <= SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy) * SWIPE_RATIO) {
    return undefined
  }
  if (dx > 0 && start.x <= SWIPE_EDGE_PX) return 'open'
  if (dx < 0) return 'close'
  return undefined
}
