// Evaluates the few Vue attribute bindings the content uses (`:to`, `:href`) without running code.

/**
 * Value of a bound attribute expression, or undefined when it is not one of the understood forms:
 * a string literal, a template literal whose placeholders are template variables
 * (`` `v-${$rundeckVersion}.md` ``), or `$withBase('/path')` (the base is added when the
 * resulting URL is resolved).
 */
export function evaluateBinding(expression: string, vars: Record<string, string>): string | undefined {
  const expr = expression.trim()
  const literal = /^(['"])([^'"\\]*)\1$/.exec(expr)
  if (literal) return literal[2]
  const withBase = /^\$withBase\(\s*(['"])([^'"\\]*)\1\s*\)$/.exec(expr)
  if (withBase) return withBase[2]
  const template = /^`([^`\\]*)`$/.exec(expr)
  if (!template) return undefined
  let ok = true
  const value = template[1].replace(/\$\{\s*\$?([A-Za-z_]\w*)\s*\}/g, (_match, name: string) => {
    if (Object.hasOwn(vars, name)) return vars[name]
    ok = false
    return ''
  })
  return ok && !value.includes('${') ? value : undefined
}
