// Renderer set-ups shared by the markdown fixture tests (fixed vars, virtual files, stub resolver).

import { fileURLToPath } from 'node:url'
import { createMarkdown } from '../../manifest/markdown'
import type { MarkdownOptions, ResolvedUrl } from '../../manifest/markdown'

/** Template variables used by the fixtures. */
export const testVars: Record<string, string> = {
  version: '5.7.0',
  apiVersion: '48',
  javaDoc: 'https://javadoc.example/core/5.7.0',
}

/** Virtual docs tree for include fixtures (docs-root relative paths). */
const testFiles: Record<string, string> = {
  'parts/note.md': 'Included *text* v{{ $version }}\n',
  'parts/links.md': '[ref]: /target.md#part\n',
  'parts/outer.md': 'Outer start\n!!!include(./inner.md)!!!\nOuter end\n',
  'parts/inner.md': 'Inner text\n',
  'parts/rooted.md': '!!!include(parts/inner.md)!!!\n',
  'loop/a.md': 'A\n!!!include(loop/b.md)!!!\n',
  'loop/b.md': 'B\n!!!include(loop/a.md)!!!\n',
  'deep/1.md': '!!!include(deep/2.md)!!!\n',
  'deep/2.md': '!!!include(deep/3.md)!!!\n',
  'deep/3.md': 'three\n',
  'crlf.md': 'line one\r\nline two\r\n',
  'heading.md': '## Included heading\n',
}

/** A resolver that makes the mapping visible: pages → /docs/<route>, assets → /docs/<path>. */
export function testResolveUrl(url: string, _file: string, use: 'link' | 'image'): ResolvedUrl {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return { href: url, kind: 'external' }
  if (url.startsWith('#')) return { href: url, kind: 'anchor', hash: url.slice(1) }
  const [path, hash] = url.split('#', 2)
  if (use === 'link' && /\.md$/.test(path)) {
    const route =
      '/' +
      path
        .replace(/^\//, '')
        .replace(/(^|\/)(index|README)\.md$/, '$1')
        .replace(/\.md$/, '')
    return { href: `/docs${route}${hash ? '#' + hash : ''}`, kind: 'page', route, hash }
  }
  return { href: `/docs/${path.replace(/^\//, '')}`, kind: 'asset' }
}

/** Options of the default fixture renderer. */
export const testOptions: MarkdownOptions = {
  vars: testVars,
  readFile: (path) => testFiles[path],
  includeDepth: 2,
}

const plain = createMarkdown(testOptions)
const resolving = createMarkdown({ ...testOptions, resolveUrl: testResolveUrl })
const highlighting = createMarkdown({
  ...testOptions,
  highlight: (code, lang) => (lang === 'json' ? `<span class="hl">${code.trimEnd()}</span>\n` : undefined),
})

/** HTML renderers by fixture set-up name. */
export const renderers: Record<string, (input: string) => string> = {
  plain: (input) => plain.render(input, 'page.md').html,
  resolving: (input) => resolving.render(input, 'guide/page.md').html,
  highlighting: (input) => highlighting.render(input, 'page.md').html,
}

/** Absolute path of a markdown fixture file. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/markdown/${name}.txt`, import.meta.url))
}
