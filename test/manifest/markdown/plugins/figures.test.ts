// Tests of manifest/markdown/plugins/figures.ts, plus definition lists and tables.

import { describe } from 'vitest'
import { describeFixtures } from '../../../harness/fixtures'
import { fixturePath, renderers } from '../../../support/markdown-renderers'

describe('manifest/markdown/plugins/figures', () => {
  describeFixtures(fixturePath('figures'), renderers.plain)
  describeFixtures(fixturePath('deflist'), renderers.plain)
})
