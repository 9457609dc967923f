import { describe, expect, it } from 'vitest'
import { prevNext } from '../../../app/lib/prev-next'

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
