// The attributes each widget component accepts, and the check that names a wrong or missing one.
// The tools run it on the widgets a render recorded (the browser bundle does not carry it).

import type { Diagnostic } from '../types'
import type { WidgetRecord } from './types'

/** What an attribute's value must be. */
type AttributeKind = 'text' | 'url' | 'number' | 'boolean' | { oneOf: readonly string[] }

/** A component's attributes: name → kind, and which are required. */
interface WidgetAttributes {
  attrs: Record<string, AttributeKind>
  required?: readonly string[]
}

/** Component name (lower case, as matched) → its attributes. */
const WIDGET_ATTRIBUTES: Record<string, WidgetAttributes> = {
  vidstack: {
    attrs: {
      src: 'url',
      type: 'text',
      title: 'text',
      poster: 'url',
      width: 'number',
      height: 'number',
      bitrate: 'number',
      codec: 'text',
      sources: 'text',
      tracks: 'text',
    },
  },
  pdf: {
    attrs: {
      url: 'url',
      title: 'text',
      width: 'text',
      height: 'text',
      ratio: 'text',
      page: 'number',
      notoolbar: 'boolean',
      nofullscreen: 'boolean',
      zoom: 'number',
      viewer: 'text',
    },
    required: ['url'],
  },
  'rundeck-swagger-ui': { attrs: { specfile: 'url', 'spec-file': 'url' }, required: ['specfile'] },
  openapiexplorer: { attrs: { spec: 'url' }, required: ['spec'] },
  docversions: { attrs: {} },
  catalog: { attrs: { base: 'text', level: { oneOf: ['1', '2', '3'] }, index: 'boolean' } },
  badge: {
    attrs: {
      text: 'text',
      type: { oneOf: ['tip', 'info', 'note', 'warning', 'danger', 'important', 'caution'] },
      vertical: { oneOf: ['top', 'middle', 'bottom'] },
      color: 'text',
    },
  },
}

/** A problem with one attribute of a component tag. */
export interface AttributeProblem {
  severity: 'error' | 'warning'
  message: string
}

/**
 * Checks the attributes of `<name …/>` (bound ones already evaluated) against the table; names
 * compare without case, as HTML does. Unknown components are not checked here.
 */
export function checkWidgetAttributes(name: string, attrs: Record<string, string>): AttributeProblem[] {
  const spec = WIDGET_ATTRIBUTES[name.toLowerCase()]
  if (!spec) return []
  const problems: AttributeProblem[] = []
  const given = new Map(Object.entries(attrs).map(([k, v]) => [k.toLowerCase(), v]))
  for (const required of spec.required ?? []) {
    const alias = required === 'specfile' ? given.get('spec-file') : undefined
    if ((given.get(required) ?? alias ?? '').trim() === '') {
      problems.push({ severity: 'error', message: `<${name}> needs a ${required}="…" attribute` })
    }
  }
  for (const [key, value] of given) {
    const kind = spec.attrs[key]
    if (!kind) {
      const known = Object.keys(spec.attrs)
      const hint = known.length ? ` (known: ${known.join(', ')})` : ' (it takes none)'
      problems.push({ severity: 'warning', message: `<${name}> has no attribute "${key}"${hint}` })
      continue
    }
    const wrong = wrongValue(kind, value)
    if (wrong) problems.push({ severity: 'error', message: `<${name}> ${key}="${value}": ${wrong}` })
  }
  return problems
}

/** Why `value` is not of `kind`, or undefined when it is. */
function wrongValue(kind: AttributeKind, value: string): string | undefined {
  if (typeof kind === 'object') {
    return kind.oneOf.includes(value) ? undefined : `expected one of ${kind.oneOf.join(', ')}`
  }
  if (kind === 'number') return /^\s*\d+(\.\d+)?\s*$/.test(value) ? undefined : 'expected a number'
  if (kind === 'boolean') {
    return ['', 'true', 'false'].includes(value) ? undefined : 'expected true or false (or no value)'
  }
  if (kind === 'url') return value.trim() ? undefined : 'expected a path or URL'
  return undefined
}

/** `widget` findings for the widgets one render of `file` recorded. */
export function widgetDiagnostics(file: string, widgets: readonly WidgetRecord[]): Diagnostic[] {
  return widgets.flatMap((widget) =>
    checkWidgetAttributes(widget.tag, widget.attrs).map((problem): Diagnostic => ({
      file,
      line: widget.line,
      severity: problem.severity,
      message: problem.message,
      code: 'widget',
    })),
  )
}
