// The config files as a build reads them, from their text: the site config checked against its
// schema (keys in error left out, each problem a `config` diagnostic) and the template variables.
// The tools read the files from disk (tools/publish/write-manifest.ts), the browser preview from
// the picked folder (app/preview/); both hand the text here.

import type { Diagnostic } from '../types'
import { siteConfigProblems, usableSiteConfig } from './site-config-schema'
import type { SiteConfig } from './site-config-types'

/**
 * The site config a build goes on with and what is wrong with it: keys with errors are left out,
 * so the build goes on with their defaults; each problem is a `config` diagnostic of `name`:
 * `<json path>: what is wrong, what is expected` (unknown keys are warnings).
 */
export function checkedSiteConfig(
  raw: Record<string, unknown>,
  name: string,
): { config: SiteConfig; problems: Diagnostic[] } {
  const config = usableSiteConfig(raw)
  const problems = siteConfigProblems(raw).map((p): Diagnostic => ({
    file: name,
    line: 1,
    severity: p.severity,
    message: p.message,
    code: 'config',
  }))
  return { config, problems }
}

/** The JSON object in `text` (a config or vars file named `file`); throws with the file's name when it is not one. */
export function jsonObjectOf(text: string, file: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${file}: invalid JSON: ${(error as Error).message}`, { cause: error })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file}: expected a JSON object`)
  }
  return value as Record<string, unknown>
}

/** A vars file's values as text; throws when one is not text, a number or true/false. */
export function templateVarsOf(value: Record<string, unknown>, file: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      out[k] = String(v)
    } else {
      throw new Error(`${file}: variable ${k} must be a string`)
    }
  }
  return out
}
