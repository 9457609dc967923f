import { describe, expect, it } from 'vitest'
import type { NavItem } from '../../../manifest/types'
import { activeTrail, isItemActive } from '../../../manifest/nav/active-trail'
import { manual } from '../../support/manual-sidebar'

describe('manifest/nav/active-trail', () => {
  it('marks only the plain link active, not fragment links to the same page', () => {
    const jobs = manual[0]!.children![1]!.children!
    expect(isItemActive(jobs[1]!, '/manual/jobs/job-options')).toBe(true)
    expect(isItemActive(jobs[2]!, '/manual/jobs/job-options')).toBe(false)
    expect(isItemActive({ text: 'x', activeMatch: '^/manual/' }, '/manual/a')).toBe(true)
    expect(isItemActive({ text: 'x', activeMatch: '(' }, '/manual/a')).toBe(false)
  })

  it('finds the active trail from the top group to the item', () => {
    const trail = activeTrail(manual, '/manual/jobs/job-options').map((i) => i.text)
    expect(trail).toEqual(['User Guide', 'Jobs', 'Options'])
    expect(activeTrail(manual, '/nowhere')).toEqual([])
  })

  it('falls back to a fragment link when it is the only entry for the page', () => {
    const items: NavItem[] = [{ text: 'Section', link: '/a#b' }]
    expect(activeTrail(items, '/a').map((i) => i.text)).toEqual(['Section'])
  })
})
