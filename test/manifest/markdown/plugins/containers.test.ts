// Tests of manifest/markdown/plugins/containers.ts (hint, custom and generic `:::` boxes).

import { describe, expect, it } from 'vitest'
import { createMarkdown } from '../../../../manifest/markdown'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/containers', () => {
  describeFixtures(fixturePath('containers'), renderers.plain)

  const md = createMarkdown({ vars: {} })

  it('marks a page with an enterprise box as commercial', () => {
    expect(md.render(':::enterprise\n:::\n', 'a.md').env.commercial).toBe(true)
    expect(md.render('::: tip\nx\n:::\n', 'a.md').env.commercial).toBe(false)
  })

  it('does not carry the commercial flag over to the next render', () => {
    md.render('::: enterprise\n:::\n', 'a.md')
    expect(md.render('text\n', 'b.md').env.commercial).toBe(false)
  })
})
