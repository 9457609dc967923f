// Public entry of the markdown pipeline (shared by app/ and tools/).

export { createMarkdown, emptyRenderEnv } from './create-markdown'
export { slugify } from './slugify'
export { splitFrontmatter } from './frontmatter'
export { normalizeCodeLanguage, fenceLanguages, HIGHLIGHT_LANGUAGES } from './code-language'
export { replaceTemplateVars } from './replace-template-vars'
export type * from './types'
