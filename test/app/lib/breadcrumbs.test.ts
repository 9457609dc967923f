import { describe, expect, it } from 'vitest'
import { breadcrumbs } from '../../../app/lib/breadcrumbs'

const titles: Record<string, string> = {
  '/': 'Docs',
  '/manual/': 'User Guide',
  '/manual/jobs/': 'Jobs',
  '/manual/jobs/job-options': 'Job Options',
}
const titleOf = (r: string) => titles[r]

describe('app/lib/breadcrumbs', () => {
  it('lists the home page, parent folder pages, then the page', () => {
    expect(breadcrumbs('/manual/jobs/job-options', titleOf)).toEqual([
      { text: 'Home', route: '/' },
      { text: 'User Guide', route: '/manual/' },
      { text: 'Jobs', route: '/manual/jobs/' },
      { text: 'Job Options' },
    ])
  })
  it('does not list a folder page as its own parent', () => {
    expect(breadcrumbs('/manual/jobs/', titleOf).map((c) => c.text)).toEqual(['Home', 'User Guide', 'Jobs'])
  })
  it('skips parents that are not pages', () => {
    expect(
      breadcrumbs('/manual/x/y', (r) => (r === '/manual/x/' ? undefined : (titles[r] ?? 'Y'))).map((c) => c.text),
    ).toEqual(['Home', 'User Guide', 'Y'])
  })
  it('is just the home crumb on the home page', () => {
    expect(breadcrumbs('/', titleOf)).toEqual([{ text: 'Docs' }])
  })
})
