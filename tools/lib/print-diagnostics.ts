// Prints content diagnostics the way authors read them: `file:line: message`.

import type { Diagnostic } from '../../manifest/types'

/** Formats one diagnostic as `file:line: severity: message`. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}: ${d.severity}: ${d.message}`
}

/** Writes every diagnostic to stderr and returns the error count. */
export function printDiagnostics(diagnostics: Diagnostic[]): number {
  for (const d of diagnostics) console.error(formatDiagnostic(d))
  return diagnostics.filter((d) => d.severity === 'error').length
}

/** True when the site config itself has errors (wrong types, impossible combinations). */
export function hasConfigErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.code === 'config' && d.severity === 'error')
}
