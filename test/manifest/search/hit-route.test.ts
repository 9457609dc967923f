// Tests of manifest/search/hit-route.ts: a search hit's url turned into a route and hash.

import { describe, expect, it } from 'vitest'
import { hitRoute } from '../../../manifest/search/hit-route'

describe('manifest/search/hit-route', () => {
  it('turns hosted and offline urls into routes (the /docs prefix removed)', () => {
    expect(hitRoute('https://h.example/docs/manual/jobs.html#opt', '/docs/')).toEqual({
      route: '/manual/jobs',
      hash: 'opt',
    })
    expect(hitRoute('/docs/manual/jobs/', '/')).toEqual({ route: '/manual/jobs/' })
    expect(hitRoute('/docs/about/index.html', '/docs/')).toEqual({ route: '/about/' })
    expect(hitRoute('/manual/x#a%20b', '/docs/')).toEqual({ route: '/manual/x', hash: 'a b' })
    expect(hitRoute('https://h.example/mirror/api/#auth', '/mirror/')).toEqual({ route: '/api/', hash: 'auth' })
  })
})
