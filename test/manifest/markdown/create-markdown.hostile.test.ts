// Cases found by the hostile-page benchmark, kept as fixtures: control characters, raw HTML
// nested past the limit (and at it), loading styles left to the app, repeated headings.

import { describe } from 'vitest'
import { describeFixtures } from '../../harness/fixtures'
import { fixturePath, renderers } from '../../support/markdown-renderers'

describe('manifest/markdown/create-markdown hostile fixtures', () => {
  describeFixtures(fixturePath('hostile'), renderers.plain)
})
