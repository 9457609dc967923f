// A site N times larger than a given one, for bench:scale: the docs folder as it is, plus N - 1
// copies of it under v1/ … v9/ (as an operator who keeps older versions side by side would), and
// a site config whose sidebars cover every copy.

import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Files of the docs folder that are not content (the config is written anew). */
const NOT_CONTENT = new Set(['site.config.json', 'node_modules'])

/** `value` with every site-absolute link (a string starting with '/') moved under `prefix`. */
function underPrefix(value: unknown, prefix: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? prefix + value : value
  if (Array.isArray(value)) return value.map((item) => underPrefix(item, prefix))
  if (value && typeof value === 'object') {
    const moved: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      moved[key] = key === 'link' || key === 'children' ? underPrefix(item, prefix) : item
    }
    return moved
  }
  return value
}

/**
 * Writes the larger site into `dir` (`dir/src` and `dir/site.config.json`) and returns their paths.
 * `siteConfig` is the original site's config (undefined: none).
 */
export async function writeScaledSite(
  src: string,
  siteConfig: string | undefined,
  times: number,
  dir: string,
): Promise<{ src: string; siteConfig: string }> {
  const out = path.join(dir, 'src')
  await mkdir(out, { recursive: true })
  const entries = (await readdir(src)).filter((name) => !name.startsWith('.') && !NOT_CONTENT.has(name))
  const prefixes = ['', ...Array.from({ length: times - 1 }, (_, i) => `/v${i + 1}`)]
  for (const prefix of prefixes) {
    for (const name of entries) {
      await cp(path.join(src, name), path.join(out, prefix, name), { recursive: true, dereference: true })
    }
  }
  const config = siteConfig
    ? (JSON.parse(await readFile(siteConfig, 'utf8')) as Record<string, unknown>)
    : { title: 'Scaled site' }
  const sidebars = (config.sidebars ?? {}) as Record<string, unknown>
  const scaled: Record<string, unknown> = {}
  for (const prefix of prefixes) {
    for (const [key, items] of Object.entries(sidebars)) {
      scaled[key.startsWith('/') ? prefix + key : key] = prefix ? underPrefix(items, prefix) : items
    }
  }
  const configFile = path.join(dir, 'site.config.json')
  await writeFile(configFile, JSON.stringify({ ...config, sidebars: scaled }, null, 2))
  return { src: out, siteConfig: configFile }
}
