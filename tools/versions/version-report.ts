// How the tools name a documentation version in what they print: `[5.7.0] file:line: …` before a
// finding, and one line per version of a build (pages, time, rebuilt or reused).

import type { Diagnostic } from '../../manifest/types'
import type { VersionReport } from './build-versions'

/** The findings of one version with its label before the file: `[5.7.0] manual/x.md:3: …`. */
export function withVersionPrefix(text: string, diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, file: `[${text}] ${d.file}` }))
}

/** One line per version: `version 5.7.0 at /docs/5.7.0/: 120 pages, 3400 ms, rebuilt`. */
export function versionLines(versions: readonly VersionReport[]): string[] {
  return versions.map(
    (v) =>
      `version ${v.text || '(current)'} at ${v.base}: ${v.pages} pages, ${v.ms} ms, ${v.reused ? 'reused' : 'rebuilt'}`,
  )
}
