// XSS-ish inputs: raw HTML passes through (the app sanitizes); our own attributes are escaped.

import { describe } from 'vitest'
import { describeFixtures } from '../../harness/fixtures'
import { fixturePath, renderers } from '../../support/markdown-renderers'

describe('manifest/markdown/create-markdown xss fixtures', () => {
  describeFixtures(fixturePath('xss'), renderers.plain)
})
