import { describe, expect, it } from 'vitest'
import { renderLlmsTxt, topSection } from '../../../tools/publish/llms-txt'
import { makeManifest } from '../../support/make-manifest'

describe('tools/publish/llms-txt', () => {
  const manifest = makeManifest(
    [
      { route: '/manual/jobs', file: 'manual/jobs.md', title: 'Jobs', description: 'How jobs\nrun' },
      { route: '/', file: 'index.md', title: 'Home', description: 'Docs for operators' },
      { route: '/manual/', file: 'manual/index.md', title: 'User Guide' },
      { route: '/api/x (old)', file: 'api/x (old).md', title: 'The [old] API' },
      { route: '/administration/setup', file: 'administration/setup.md', title: 'Setup' },
    ],
    {
      navbar: [{ text: 'Administration Guide', children: [{ text: 'Setup', link: '/administration/setup' }] }],
    },
  )
  const text = renderLlmsTxt(manifest)

  it('starts with the site title and the home description', () => {
    expect(text.startsWith('# Test Docs\n\n> Docs for operators\n')).toBe(true)
  })

  it('groups pages by top section, root pages first, each with its markdown URL', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])
    expect(headings).toEqual(['Overview', 'Administration Guide', 'Api', 'User Guide'])
    const manual = text.slice(text.indexOf('## User Guide'))
    expect(manual).toContain('- [User Guide](/docs/manual/index.md)\n- [Jobs](/docs/manual/jobs.md): How jobs run')
    expect(text).toContain('- [Home](/docs/index.md): Docs for operators')
  })

  it('lists every page exactly once', () => {
    const links = text.split('\n').filter((l) => l.startsWith('- ['))
    expect(links).toHaveLength(manifest.pages.length)
  })

  it('keeps odd titles and file names inside the markdown link', () => {
    expect(text).toContain('- [The \\[old\\] API](/docs/api/x%20%28old%29.md)')
  })

  it('uses absolute URLs with a hostname', () => {
    expect(renderLlmsTxt(manifest, 'https://h.example')).toContain('(https://h.example/docs/manual/jobs.md)')
  })

  it('finds the top section of a route', () => {
    expect(topSection('/')).toBe('')
    expect(topSection('/about')).toBe('')
    expect(topSection('/manual/jobs/x')).toBe('manual')
  })
})
