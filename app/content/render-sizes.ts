// How much of a long page's render one task does, on the main thread or in the render worker.

/**
 * Text a page must be long enough to hold several times over before its first piece is rendered
 * on its own (the pipeline's renderInSteps); its first piece covers at least this much.
 */
export const FIRST_STEP_CHARS = 12_000

/**
 * Tokens of the rest of a page rendered in steps that one task renders (a few hundred
 * milliseconds): a 5 MB page's rest was one task of 2.5-3 s.
 */
export const RENDER_PART_TOKENS = 50_000

/**
 * Characters of a page's text whose block structure one task parses before its first piece is
 * rendered (a few hundred milliseconds): a 5 MB page's block parse was one task of 2-3 s.
 */
export const PARSE_PART_CHARS = 500_000

/**
 * Text a page body must reach to be rendered in a worker (render-in-worker.ts): markdown-it then
 * runs beside the main thread, which meanwhile adds the pieces already rendered. Below it, the
 * worker's start would cost more than it saves.
 */
export const WORKER_FROM_CHARS = 1_000_000
