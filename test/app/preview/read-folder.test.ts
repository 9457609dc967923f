// The picked folder's files as the build reads them: paths without the folder's own name, dot
// folders and node_modules left out, text decoded as strict UTF-8 (with the text a browser would
// show kept beside a file that is not), and listings compared by size and time.

import { describe, expect, it } from 'vitest'
import { filesOfList, sameListing, sourceFileOf, type FolderFile } from '../../../app/preview/read-folder'

/** A picked file as a folder input lists it. */
function picked(relative: string, bytes: Uint8Array<ArrayBuffer> | string, lastModified = 1000): File {
  const file = new File([bytes], relative.slice(relative.lastIndexOf('/') + 1), { lastModified })
  Object.defineProperty(file, 'webkitRelativePath', { value: relative })
  return file
}

describe('filesOfList', () => {
  it('names files by their path in the folder, sorted, without dot folders and node_modules', () => {
    const files = filesOfList([
      picked('docs/guide/b.md', '# B'),
      picked('docs/index.md', '# Home'),
      picked('docs/.git/config', 'x'),
      picked('docs/node_modules/x/readme.md', 'x'),
    ])
    expect(files.map((f) => f.path)).toEqual(['guide/b.md', 'index.md'])
    expect(files[1]).toMatchObject({ size: 6, mtime: 1000 })
  })
})

describe('sourceFileOf', () => {
  const folderFile = (path: string, bytes: Uint8Array<ArrayBuffer> | string): FolderFile => {
    const file = picked(`docs/${path}`, bytes)
    return { path, size: file.size, mtime: file.lastModified, file: () => Promise.resolve(file) }
  }

  it('reads a markdown file as its text', async () => {
    expect(await sourceFileOf(folderFile('a.md', '# Café\n'))).toEqual({
      source: { path: 'a.md', size: 8, mtime: 1000, text: '# Café\n' },
      shown: '# Café\n',
    })
  })

  it('reports a file that is not UTF-8 as a read error, and keeps the text a browser would show', async () => {
    const read = await sourceFileOf(folderFile('b.md', new Uint8Array([0x63, 0x61, 0x66, 0xe9])))
    expect(read.source.text).toBeUndefined()
    expect(read.source.error).toBe('not valid UTF-8 text')
    expect(read.shown).toBe('caf\uFFFD')
  })

  it('reads an asset by its size and time only', async () => {
    expect(await sourceFileOf(folderFile('img/a.png', new Uint8Array([1, 2, 3])))).toEqual({
      source: { path: 'img/a.png', size: 3, mtime: 1000 },
    })
  })
})

describe('sameListing', () => {
  const entry = (path: string, size: number, mtime: number): FolderFile => ({
    path,
    size,
    mtime,
    file: () => Promise.reject(new Error('not read')),
  })

  it('is false when a file was saved, added or removed', () => {
    const before = [entry('a.md', 1, 1), entry('b.md', 2, 2)]
    expect(sameListing(before, [entry('a.md', 1, 1), entry('b.md', 2, 2)])).toBe(true)
    expect(sameListing(before, [entry('a.md', 1, 1), entry('b.md', 2, 3)])).toBe(false)
    expect(sameListing(before, [entry('a.md', 1, 1)])).toBe(false)
  })
})
