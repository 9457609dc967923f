// The manifest format's version: written by the builder, required by the schema and the guard. A
// file of its own so that the schema and the types both take it without importing each other.

/** Bumped whenever the JSON shape changes incompatibly. */
export const MANIFEST_VERSION = 1
