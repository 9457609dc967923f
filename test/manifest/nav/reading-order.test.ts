import { describe, expect, it } from 'vitest'
import { flattenSidebar } from '../../../manifest/nav/reading-order'
import { manual } from '../../support/manual-sidebar'

describe('manifest/nav/reading-order', () => {
  it('flattens internal links in reading order without fragments or duplicates', () => {
    expect(flattenSidebar(manual)).toEqual(['/manual/', '/manual/jobs/', '/manual/jobs/job-options', '/manual/nodes'])
  })
})
