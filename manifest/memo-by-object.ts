// Memoises a value derived from an object: worked out once per object, dropped with it.

/**
 * Wraps `derive` so it runs once per key object. Whatever brings new content brings new objects
 * (a new manifest, a re-read file, a new render), so nothing stale survives; an object that is
 * kept (a file not saved, the site settings of a manifest whose unchanged parts are shared) keeps
 * what was derived from it.
 * @example const siteIndexFor = memoByObject(buildSiteIndex)
 */
export function memoByObject<K extends object, V>(derive: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>()
  return (key) => {
    if (cache.has(key)) return cache.get(key)!
    const value = derive(key)
    cache.set(key, value)
    return value
  }
}
