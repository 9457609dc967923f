// XSS-ish inputs: raw HTML passes through (the app sanitizes); our own attributes are escaped.

import { describe } from 'vitest'
import { describeFixtures } from '../harness/fixtures'
import { fixturePath, renderers } from './renderers'

describe('markdown/xss', () => {
  describeFixtures(fixturePath('xss'), renderers.plain)
})
