// CLI: npm run sample:pdf — writes docs-src/assets/files/cluster-readiness-checklist.pdf,
// the sample PDF the cluster overview shows with <PDF/>. A PDF is a few numbered objects and a
// cross-reference table; this writes one by hand (Helvetica text on two A4 pages), so the document
// is our own and needs no library.

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'

try {
  if (parseArgs({ options: { help: { type: 'boolean', short: 'h' } } }).values.help) {
    console.log(
      'Writes the sample PDF of docs-src (the cluster readiness checklist).\n\nusage: npm run sample:pdf [-- --help]',
    )
    process.exit(0)
  }
} catch (error) {
  console.error(`sample:pdf: ${error instanceof Error ? error.message : String(error)} (npm run sample:pdf -- --help)`)
  process.exit(2)
}

const OUT = 'docs-src/assets/files/cluster-readiness-checklist.pdf'

/** Two pages of lines: a heading (larger) then items. */
const PAGES: string[][] = [
  [
    '# Cluster readiness checklist',
    'Before a second member joins, confirm each item below.',
    '',
    '[ ] Every member runs the same product version and the same plugins.',
    '[ ] All members reach one shared database; no member keeps a local one.',
    '[ ] Execution logs go to a shared log store that every member can read.',
    '[ ] The load balancer keeps a reader on one member (sticky sessions).',
    '[ ] The health check of the load balancer asks each member directly.',
    '[ ] Members share one user directory or single sign-on provider.',
    '[ ] Node sources and key storage live in the database or a shared backend.',
    '[ ] Clocks of all members are kept in step by the same time source.',
  ],
  [
    '# After the cluster is up',
    '',
    '[ ] Stop one member: running jobs finish or move as configured.',
    '[ ] Start it again: it rejoins without manual steps.',
    '[ ] Run a scheduled job: exactly one member starts it.',
    '[ ] Open an old execution: its log loads from any member.',
    '',
    'Keep this list next to the upgrade notes: run it after every upgrade.',
  ],
]

/** A PDF text string: parentheses and backslashes escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`

function pageContent(lines: string[]): string {
  const ops = ['BT', '/F1 11 Tf', '14 TL', '56 780 Td']
  for (const line of lines) {
    if (line.startsWith('# ')) ops.push('/F1 18 Tf', `${pdfString(line.slice(2))} Tj`, '/F1 11 Tf', 'T*', 'T*')
    else ops.push(`${pdfString(line)} Tj`, 'T*')
  }
  ops.push('ET')
  return ops.join('\n')
}

function buildPdf(pages: string[][]): Buffer {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object number = index + 1
  add('<< /Type /Catalog /Pages 2 0 R >>')
  const kids = pages.map((_, i) => `${4 + i * 2} 0 R`).join(' ')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  pages.forEach((lines, i) => {
    const content = pageContent(lines)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    )
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`)
  })
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

await mkdir(path.dirname(OUT), { recursive: true })
await writeFile(OUT, buildPdf(PAGES))
console.log(`wrote ${OUT}`)
