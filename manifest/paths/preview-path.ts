// Where the browser preview of a local folder is served: `<base>_preview/`, every address under it
// answered by its one page (tools/publish/preview-shell.ts), which shows the picked folder there.

/** The folder under the base the preview is served at. */
export const PREVIEW_FOLDER = '_preview'

/** The preview's base for a site under `base` (`/docs/` → `/docs/_preview/`). */
export function previewBase(base: string): string {
  return `${base}${PREVIEW_FOLDER}/`
}

/** True for the preview's own base (its pages link to no preview of themselves). */
export function isPreviewBase(base: string): boolean {
  return base.endsWith(`/${PREVIEW_FOLDER}/`)
}

/** True when a path under the base (`_preview/a/b`) is one of the preview's addresses. */
export function isPreviewPath(rel: string): boolean {
  return rel === PREVIEW_FOLDER || rel.startsWith(`${PREVIEW_FOLDER}/`)
}
