// A sidebar tree for the tests of manifest/nav/: a group with a collapsible section, a fragment
// link to a page the tree also links plainly, and an external link.

import type { NavItem } from '../../manifest/types'

export const manual: NavItem[] = [
  {
    text: 'User Guide',
    children: [
      { text: 'Overview', link: '/manual/' },
      {
        text: 'Jobs',
        collapsible: true,
        children: [
          { text: 'Jobs', link: '/manual/jobs/' },
          { text: 'Options', link: '/manual/jobs/job-options' },
          { text: 'Remote values', link: '/manual/jobs/job-options#remote' },
        ],
      },
      { text: 'External', link: 'https://example.com/x' },
      { text: 'Nodes', link: '/manual/nodes' },
    ],
  },
]
