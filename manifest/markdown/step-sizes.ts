// The sizes that decide how the app renders a long page, shared with the build (which writes the
// opening blocks of such a page as a file of their own: manifest/builder/page-head.ts).

/**
 * Text a page must be long enough to hold several times over before its first piece is rendered
 * on its own (the pipeline's renderInSteps); its first piece covers at least this much.
 */
export const FIRST_STEP_CHARS = 12_000

/**
 * Text a page body must reach to be rendered in a worker (render-in-worker.ts): markdown-it then
 * runs beside the main thread, which meanwhile adds the pieces already rendered. Below it, the
 * worker's start would cost more than it saves.
 */
export const WORKER_FROM_CHARS = 1_000_000
