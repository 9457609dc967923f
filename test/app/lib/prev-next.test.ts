import { describe, expect, it } from 'vitest'
import { frontmatterNeighbours, prevNext } from '../../../app/lib/prev-next'

describe('app/lib/prev-next', () => {
  const order = ['/a', '/b', '/c']
  it('gives both neighbours in the middle', () => {
    expect(prevNext(order, '/b')).toEqual({ prev: '/a', next: '/c' })
  })
  it('has no prev at the start and no next at the end', () => {
    expect(prevNext(order, '/a')).toEqual({ next: '/b' })
    expect(prevNext(order, '/c')).toEqual({ prev: '/b' })
  })
  it('gives nothing for a route outside the order', () => {
    expect(prevNext(order, '/x')).toEqual({})
  })
})

describe('frontmatter prev / next', () => {
  const order = ['/a', '/b', '/c']
  const routes: Record<string, string> = { '/t/one.md': '/t/one', '/t/three.md': '/t/three' }
  const resolve = (link: string) => routes[link]

  it('names neighbours that win over the sidebar order; false means none', () => {
    const overrides = frontmatterNeighbours({ prev: { text: 'One', link: '/t/one.md' }, next: false }, resolve)
    expect(overrides).toEqual({ prev: '/t/one', next: false })
    expect(prevNext(order, '/b', overrides)).toEqual({ prev: '/t/one' })
  })

  it('takes a plain link, ignores links that reach no page, and works off the sidebar', () => {
    const overrides = frontmatterNeighbours({ next: '/t/three.md', prev: '/nowhere.md' }, resolve)
    expect(overrides).toEqual({ next: '/t/three' })
    expect(prevNext(order, '/b', overrides)).toEqual({ prev: '/a', next: '/t/three' })
    expect(prevNext([], '/t/two', overrides)).toEqual({ next: '/t/three' })
  })
})
