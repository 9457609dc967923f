// The API description the explorer shows (docs-src/assets/files/runbook-api.yaml) is a valid
// OpenAPI 3.1 document, every local reference points at something, and it covers the endpoint
// groups readers look for.

import { readFile } from 'node:fs/promises'
import { Validator } from '@seriousme/openapi-schema-validator'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'

const DOCUMENT = new URL('../../docs-src/assets/files/runbook-api.yaml', import.meta.url)
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

type Json = Record<string, unknown>

async function loadDocument(): Promise<Json> {
  return parse(await readFile(DOCUMENT, 'utf8')) as Json
}

/** Every `$ref` value anywhere in `node`. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value)
      else refsIn(value, found)
    }
  }
  return found
}

/** Follows a local JSON pointer (`#/components/schemas/Error`) through the document. */
function resolvePointer(doc: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), doc)
}

function operations(doc: Json): { path: string; method: string; op: Json }[] {
  const paths = doc.paths as Record<string, Json>
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] as Json })),
  )
}

describe('OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator()
    const result = await validator.validate(await loadDocument())
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('resolves every local $ref', async () => {
    const doc = await loadDocument()
    const refs = refsIn(doc)
    expect(refs.length).toBeGreaterThan(50)
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolvePointer(doc, ref) === undefined)).toEqual([])
  })

  it('describes API version 56 with the system, tokens, projects, jobs, executions, key storage and webhook groups', async () => {
    const doc = await loadDocument()
    expect((doc.info as Json).version).toBe('56')
    const tags = new Set(operations(doc).flatMap(({ op }) => op.tags as string[]))
    for (const group of ['System', 'Tokens', 'Projects', 'Jobs', 'Executions', 'Key Storage', 'Webhooks']) {
      expect(tags, group).toContain(group)
    }
    const declared = new Set((doc.tags as { name: string }[]).map((t) => t.name))
    expect([...tags].filter((t) => !declared.has(t))).toEqual([])
  })

  it('gives every operation a unique id, a summary and at least one response', async () => {
    const ops = operations(await loadDocument())
    expect(ops.length).toBeGreaterThanOrEqual(50)
    const ids = ops.map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(
      ops
        .filter(({ op }) => !op.summary || !op.responses || !Object.keys(op.responses as Json).length)
        .map((o) => `${o.method} ${o.path}`),
    ).toEqual([])
  })
})
