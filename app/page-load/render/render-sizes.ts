// How much of a long page's render one task does, on the main thread or in the render worker.

// Where a page is cut into steps, and from what length it is rendered in a worker: shared with
// the build, which writes the opening blocks of a long page as a file of their own.
export { FIRST_STEP_CHARS, WORKER_FROM_CHARS } from '../../../manifest/markdown/step-sizes'

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
