// Every write of HTML into the document goes through the sanitizer's setSafeHtml (app/sanitize/
// sanitize.ts), which takes only sanitized HTML (the SafeHtml type); nothing else in app/ assigns
// innerHTML or outerHTML, calls insertAdjacentHTML or document.write, or sets HTML in React.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../support/source-files'

const APP = path.resolve(import.meta.dirname, '../../app')
/** The one writer, and the entities stand-in (a `&name;` it has checked, into a detached textarea of an inert document). */
const ALLOWED = new Set(['sanitize/sanitize.ts', 'stubs/entities.ts'])
const HTML_WRITE = /\.(?:innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML\(|document\.write\(|dangerouslySetInnerHTML/

describe('HTML writes in app/', () => {
  it('go through setSafeHtml only', () => {
    const found: string[] = []
    for (const file of sourceFiles(APP)) {
      const rel = path.relative(APP, file).split(path.sep).join('/')
      if (ALLOWED.has(rel)) continue
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (HTML_WRITE.test(line) && !/^\s*(\/\/|\*)/.test(line)) found.push(`app/${rel}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })

  it('finds a write when there is one (the check can fail)', () => {
    expect(HTML_WRITE.test('el.innerHTML = html')).toBe(true)
    expect(HTML_WRITE.test("el.insertAdjacentHTML('beforeend', x)")).toBe(true)
    expect(HTML_WRITE.test('if (el.innerHTML === x)')).toBe(false)
  })
})
