// Generated hostile pages: shapes that make markdown tools slow or fall over (deep nesting, huge
// lines, thousands of identical headings, exponential includes, self-expanding YAML, binary
// bytes). `npm run bench:hostile` times them; the build must survive every one.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** One generated page (and the partials it needs). */
export interface HostileInput {
  /** Docs-root relative file of the page. */
  file: string
  /** What it is, for the report. */
  label: string
  /** The page's bytes. */
  bytes: Buffer
  /** Partials it includes (docs-root relative file → text). */
  partials?: Record<string, string>
}

/** Text every generated page ends with: the bench sees the page as fully shown when it is. */
export const END_MARK = 'End of the generated page.'

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n# ${title}\n\n${body}\n\n${END_MARK}\n`
const text = (file: string, label: string, body: string): HostileInput => ({
  file,
  label,
  bytes: Buffer.from(page(label, body)),
})

/** Deterministic pseudo-random bytes (a fixed seed: every run measures the same input). */
function noise(length: number, seed = 7): Buffer {
  const out = Buffer.alloc(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    out[i] = x >> 16
  }
  return out
}

/** An ordinary page's mix of constructs, repeated to `size` bytes. */
function ordinary(size: number): string {
  const block = [
    '## Section',
    '',
    'A paragraph with **bold**, `code`, a [link](/index.md) and {{ $nope }} text.',
    '',
    '- one\n- two\n  - nested',
    '',
    '```bash\necho "hello"\n```',
    '',
    '| a | b |\n|---|---|\n| 1 | 2 |',
    '',
    '::: tip Note\nInside a box.\n:::',
    '',
  ].join('\n')
  return block.repeat(Math.ceil(size / block.length))
}

/** Names of pages carrying markup (a title, a link text and a path built from each). */
const MARKUP_NAMES = [
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '[link](javascript:alert(1))',
  '*emphasis* _under_ `code`',
  '<!-- comment',
  '{{ $v }} &amp; &lt;b&gt;',
]

/**
 * Unclosed HTML constructs: each kind opened 100,000 times in one paragraph (lines of 100), never
 * closed.
 */
const UNCLOSED = [
  ['comments', '<!--'],
  ['cdata', '<![CDATA['],
  ['processing', '<?'],
  ['declarations', '<!X'],
] as const

/**
 * The generated inputs: each at most 1 MB, except the one 5 MB page. `folder` (docs-root
 * relative, `''` or ending in `/`) is where they are written: includes name docs-root paths.
 */
function hostileInputs(folder = ''): HostileInput[] {
  const laughs = ['a: &a [x, x, x, x, x, x, x, x, x]']
  let previous = 'a'
  for (const name of 'bcdefghi') {
    laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`)
    previous = name
  }
  const partials: Record<string, string> = {}
  for (let level = 0; level < 12; level++) {
    partials[`_parts/p${level}.md`] =
      `Level ${level}.\n\n` + `!!!include(${folder}_parts/p${level + 1}.md)!!!\n\n`.repeat(4)
  }
  partials['_parts/p12.md'] = 'Leaf.\n'
  return [
    text('headings.md', '20,000 identical headings', '## Same\n\ntext\n\n'.repeat(20_000)),
    text('blockquotes.md', '100,000 nested blockquotes', '>'.repeat(100_000) + ' deep'),
    text(
      'lists.md',
      '20,000 list items nesting 30 deep',
      Array.from({ length: 20_000 }, (_, i) => ' '.repeat((i % 30) * 2) + '- item').join('\n'),
    ),
    text('brackets.md', '200,000 open brackets', '['.repeat(200_000)),
    text('emphasis.md', '200,000 emphasis markers', '*a '.repeat(200_000)),
    text('long-line.md', 'one 1 MB line', 'word '.repeat(200_000)),
    text(
      'table.md',
      'a 2,000 × 40 table',
      ['| ' + 'h | '.repeat(40), '|' + '---|'.repeat(40), ...Array(2000).fill('| ' + 'c | '.repeat(40))].join('\n'),
    ),
    text('containers.md', '30,000 unclosed containers', ':::tip\ntext\n'.repeat(30_000)),
    text('tabs.md', '20,000 tab panes', '::: tabs\n' + '@tab A\nx\n'.repeat(20_000) + ':::'),
    text('html.md', '50,000 nested divs', '<div>'.repeat(50_000) + 'x' + '</div>'.repeat(50_000)),
    text('attributes.md', 'a tag with 50,000 attributes', '<a ' + 'b="c" '.repeat(50_000) + '>x</a>'),
    text('vars.md', '60,000 template variables', '{{ $v }} {{ $nope }} '.repeat(30_000)),
    text('control.md', 'NUL and control characters', 'a\u0000b\u0001c\u0007d\u001b[31m '.repeat(60_000)),
    { file: 'binary.md', label: '1 MB of binary bytes', bytes: noise(1_000_000) },
    {
      file: 'utf16.md',
      label: 'UTF-16 with a byte order mark',
      bytes: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(page('UTF-16', 'text'), 'utf16le')]),
    },
    {
      file: 'laughs.md',
      label: 'self-expanding YAML (billion laughs)',
      bytes: Buffer.from(`---\n${laughs.join('\n')}\ntitle: Laughs\n---\n\n# Laughs\n\n${END_MARK}\n`),
    },
    {
      file: 'fan-out.md',
      label: 'includes fanning out 4 ways, 12 deep',
      bytes: Buffer.from(page('Fan-out', `!!!include(${folder}_parts/p0.md)!!!`)),
      partials,
    },
    text('long-tokens.md', '1 MB of long tokens without spaces', 'a/b-c.d_e'.repeat(110_000)),
    text('long-paths.md', 'path-like tokens of 100 KB each', ('x/'.repeat(50_000) + 'y.png\n').repeat(10)),
    text(
      'nested-links.md',
      '10,000-deep nested links',
      '['.repeat(10_000) +
        'x' +
        '](/index.md)'.repeat(10_000) +
        '\n\n' +
        '['.repeat(10_000) +
        'x' +
        '](/index.md'.repeat(10_000),
    ),
    text(
      'nested-images.md',
      '10,000-deep nested images',
      '!['.repeat(10_000) +
        'x' +
        '](img.png)'.repeat(10_000) +
        '\n\n' +
        '!['.repeat(10_000) +
        'x' +
        '](img.png'.repeat(10_000),
    ),
    ...UNCLOSED.map(([name, opening]) =>
      text(`unclosed-${name}.md`, `100,000 unclosed ${name}`, `x ${opening.repeat(100)}\n`.repeat(1000)),
    ),
    ...MARKUP_NAMES.map((name, i) => ({
      file: `${name.replace(/[/\\]/g, '-')}.md`,
      label: `a name carrying markup (${i + 1})`,
      bytes: Buffer.from(
        `---\ntitle: ${JSON.stringify(name)}\n---\n\n# ${name}\n\n[${name}](#) ${name}\n\n${END_MARK}\n`,
      ),
    })),
    text('large.md', 'an ordinary 5 MB page', ordinary(5_000_000)),
  ]
}

/**
 * Writes the inputs and a page listing them into `root`'s `folder` (docs-root relative, `''` or
 * ending in `/`); returns the inputs' docs-root relative files.
 */
export async function writeHostileInputs(root: string, folder = ''): Promise<HostileInput[]> {
  const inputs = hostileInputs(folder)
  const dir = path.join(root, folder)
  await mkdir(path.join(dir, '_parts'), { recursive: true })
  const link = (file: string) => `<${encodeURI(file)}>`
  await writeFile(
    path.join(dir, 'index.md'),
    page('Hostile pages', inputs.map((i) => `- [${i.label}](${link(i.file)})`).join('\n')),
  )
  for (const input of inputs) {
    await writeFile(path.join(dir, input.file), input.bytes)
    for (const [file, content] of Object.entries(input.partials ?? {})) await writeFile(path.join(dir, file), content)
  }
  return inputs.map((input) => ({ ...input, file: folder + input.file }))
}
