// A cached rebuild (the dev server's) equals a fresh build, and re-renders only what changed.
import { describe, expect, it } from 'vitest'
import {
  buildManifest,
  renderPagesInto,
  type BuildInput,
  type SourceFile,
} from '../../../manifest/builder/build-manifest'
import { createBuildCache, restoreRenders, saveRenders } from '../../../manifest/builder/build-cache'
import { createMarkdown } from '../../../manifest/markdown/index'
import type { MarkdownOptions } from '../../../manifest/markdown/types'

const file = (path: string, text: string): SourceFile => ({ path, text, size: text.length, mtime: 1 })
const CONFIG: BuildInput['config'] = { sidebars: { '/guide/': ['/guide/', 'a', 'b'] } }

/** Builds with a renderer that counts the files it renders. */
function build(files: SourceFile[], cache?: ReturnType<typeof createBuildCache>, vars = {}) {
  const rendered: string[] = []
  const createRenderer = (options: MarkdownOptions) => {
    const md = createMarkdown(options)
    return {
      ...md,
      render(...args: Parameters<typeof md.render>) {
        rendered.push(args[1])
        return md.render(...args)
      },
    }
  }
  const output = buildManifest({ files, config: CONFIG, vars, now: 1, cache, createRenderer })
  const { envs: _envs, ...comparable } = output
  return { output, comparable, rendered }
}

describe('manifest/builder/build-cache', () => {
  const start = [
    file('guide/index.md', '# Guide\n\n!!!include(guide/part.md)!!!\n'),
    file('guide/part.md', 'Part {{ $v }} [b](./b.md)\n'),
    file('guide/a.md', '---\ntitle: A\n---\n[to c](./c.md)\n'),
    file('guide/b.md', '# B\n'),
  ]

  it('renders every page once, then only pages whose inputs changed', () => {
    const cache = createBuildCache()
    expect(build(start, cache).rendered).toHaveLength(4)
    expect(build(start, cache).rendered).toEqual([])
    // Editing an included file re-renders the includer (and the partial itself).
    const edited = start.map((f) => (f.path === 'guide/part.md' ? file(f.path, 'Changed part\n') : f))
    expect(build(edited, cache).rendered.sort()).toEqual(['guide/index.md', 'guide/part.md'])
    // A new page can make other pages' links resolve: everything is rendered against the new routes.
    const added = [...edited, file('guide/c.md', '# C\n')]
    expect(build(added, cache).rendered).toHaveLength(5)
    // New variable values re-render everything too.
    expect(build(added, cache, { v: '2' }).rendered).toHaveLength(5)
  })

  it('produces exactly what a build without a cache produces', () => {
    const cache = createBuildCache()
    build(start, cache)
    const steps: SourceFile[][] = [
      start.map((f) => (f.path === 'guide/a.md' ? file(f.path, '---\ntitle: [bad\n---\n# A\n') : f)),
      [...start, file('guide/c.md', '# C\n')],
      start.filter((f) => f.path !== 'guide/b.md'),
      start,
      // Only a file's time changes: its entry, kept between builds, must show the new one.
      start.map((f) => (f.path === 'guide/b.md' ? { ...f, mtime: 5_000 } : f)),
      // Only a title changes: the sidebar, kept between builds, must show the new one.
      start.map((f) => (f.path === 'guide/b.md' ? file(f.path, '# B renamed\n') : f)),
    ]
    for (const files of steps) {
      const cached = build(files, cache)
      const fresh = build(files)
      expect(cached.comparable).toEqual(fresh.comparable)
      expect([...cached.output.envs.keys()]).toEqual([...fresh.output.envs.keys()])
    }
    expect(JSON.stringify(build(steps[5]!, cache).output.manifest.site.sidebars)).toContain('B renamed')
    // New variable values: what each page made of them is worked out again.
    expect(build(start, cache, { v: '3' }).comparable).toEqual(build(start, undefined, { v: '3' }).comparable)
    expect([...cache.renders.keys()].sort()).toEqual(['guide/a.md', 'guide/b.md', 'guide/index.md', 'guide/part.md'])
  })

  it('keeps its renders through JSON: a build from the restored cache renders nothing again and is the same', () => {
    const cache = createBuildCache()
    const first = build(start, cache)
    const restored = createBuildCache()
    restoreRenders(restored, JSON.parse(JSON.stringify(saveRenders(cache))))
    const again = build(start, restored)
    expect(again.rendered).toEqual([])
    expect(again.comparable).toEqual(first.comparable)
    // A page edited since the renders were saved is rendered again (with its includer's partial unchanged).
    const edited = start.map((f) => (f.path === 'guide/b.md' ? file(f.path, '# B edited\n') : f))
    expect(build(edited, restored).rendered).toEqual(['guide/b.md'])
  })

  it('takes renders made in parts, each into its own cache, as if it had made them (render threads)', () => {
    const files = [
      ...start,
      ...Array.from({ length: 6 }, (_, i) => file(`guide/p${i}.md`, `# P${i}\n\n[back](./index.md) [a](./a.md#a)\n`)),
    ]
    const input = { files, config: CONFIG, now: 1 }
    // Two threads' claims, interleaved: ranges of page indexes until one reaches past the last page.
    const plan = (ranges: [number, number][]) => () => ranges.shift()!
    const first = createBuildCache()
    const second = createBuildCache()
    renderPagesInto(
      { ...input, cache: first },
      plan([
        [0, 2],
        [4, 5],
        [9, 99],
      ]),
    )
    renderPagesInto(
      { ...input, cache: second },
      plan([
        [2, 4],
        [5, 9],
        [99, 107],
      ]),
    )
    expect(first.renders.size).toBe(4)
    expect(second.renders.size).toBe(6)
    const merged = createBuildCache()
    for (const part of [first, second]) restoreRenders(merged, structuredClone(saveRenders(part)))
    const parted = build(files, merged)
    expect(parted.rendered).toEqual([])
    expect(parted.comparable).toEqual(build(files).comparable)
  })

  it('ignores saved data of another shape', () => {
    const cache = createBuildCache()
    for (const bad of [
      undefined,
      null,
      'x',
      { renders: 'x' },
      { renders: [[1, {}], ['a.md', { body: 1 }], ['b.md']] },
    ]) {
      restoreRenders(cache, bad)
    }
    expect(cache.renders.size).toBe(0)
  })
})
