// The dev bundle's markdown-it: the same plain-field rewrite as the production build's plugin,
// done once into a file the bundle aliases (so esbuild never waits on this thread).

import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { plainMarkdownIt } from '../../../tools/dev/dev-app-bundle'

describe('tools/dev/dev-app-bundle plainMarkdownIt', () => {
  it("writes markdown-it's module with plain field assignments, where the bundle can resolve its imports", async () => {
    const file = plainMarkdownIt()
    expect(file).toMatch(/node_modules\/\.cache\/[^/]+\/markdown-it\.mjs$/)
    const code = await readFile(file, 'utf8')
    expect(code).not.toContain('_defineProperty(this')
    expect(code).toMatch(/this\.tokens = /)
    // Its imports are bare package names, found in the node_modules folder the cache sits in.
    expect(code).toMatch(/from "mdurl"/)
  })
})
