// Fallback page title from the file name, for pages with no frontmatter title and no heading.

/**
 * Readable fallback title from a file path: the file name (or the folder name for an index
 * page) with dashes and underscores turned into spaces.
 * @example fileTitle('manual/jobs/aws-ecs.md') // 'aws ecs'
 * @example fileTitle('learning/index.md') // 'learning'
 */
export function fileTitle(file: string): string {
  const parts = file.replace(/\.md$/i, '').split('/')
  let name = parts[parts.length - 1]
  if ((name === 'index' || name === 'README') && parts.length > 1) {
    name = parts[parts.length - 2]
  }
  const words = name.replace(/[-_]+/g, ' ').trim()
  return words === '' ? file : words
}
