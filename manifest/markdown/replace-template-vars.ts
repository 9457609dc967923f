// Template variables: `{{ $name }}`, `{{$name}}` and the URL-encoded `%7B%7B$name%7D%7D`.

const VARIABLE = /\{\{[ \t]*\$([A-Za-z_]\w*)[ \t]*\}\}|%7[Bb]%7[Bb]\$([A-Za-z_]\w*)%7[Dd]%7[Dd]/g

/**
 * Replaces known template variables; unknown names and any other `{{ }}` stay as written.
 * Values never add lines (a newline in a value becomes a space), so line numbers survive.
 * @example replaceTemplateVars('API {{ $apiVersion }}', { apiVersion: '48' }) // 'API 48'
 */
export function replaceTemplateVars(text: string, vars: Record<string, string>): string {
  if (!text.includes('{{') && !/%7b%7b/i.test(text)) return text
  return text.replace(VARIABLE, (match, plain?: string, encoded?: string) => {
    const name = plain ?? encoded ?? ''
    const value = Object.hasOwn(vars, name) ? vars[name] : undefined
    return value === undefined ? match : value.replace(/\r?\n/g, ' ')
  })
}
