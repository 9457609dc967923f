// @vitest-environment jsdom
// The policies and job definitions readers copy from the docs are complete: every fenced YAML and
// JSON block in the learning guides and the document format reference parses, every ACL recipe
// ships a policy, and the example job reads the same in YAML, JSON and XML.

import { describe, expect, it } from 'vitest'
import { parse, parseAllDocuments } from 'yaml'
import { fences } from '../support/code-fences'
import { markdownFiles } from '../support/corpus'

const SRC = 'docs-src'

const PAGES = markdownFiles(SRC).filter(
  (f) => f.startsWith('learning/') || f.startsWith('manual/document-format-reference/'),
)

describe('code samples in the guides', () => {
  it('parses every fenced YAML and JSON block of the learning guides and the format reference', () => {
    const broken: string[] = []
    let count = 0
    for (const file of PAGES) {
      for (const { lang, code, line } of fences(file)) {
        try {
          if (lang === 'yaml' || lang === 'yml') {
            count++
            for (const doc of parseAllDocuments(code)) if (doc.errors.length) throw doc.errors[0]
          } else if (lang === 'json') {
            count++
            JSON.parse(code)
          }
        } catch (error) {
          broken.push(`${file}:${line}: ${(error as Error).message.split('\n')[0]}`)
        }
      }
    }
    expect(count).toBeGreaterThan(50)
    expect(broken).toEqual([])
  })

  it('gives every ACL recipe a complete policy: description, context, for and by in each rule', () => {
    const recipes = markdownFiles(SRC).filter((f) => f.startsWith('learning/howto/acls/') && !f.endsWith('index.md'))
    expect(recipes.length).toBeGreaterThanOrEqual(6)
    for (const file of recipes) {
      const policies = fences(file).filter((f) => f.lang === 'yaml')
      expect(policies.length, file).toBeGreaterThan(0)
      for (const { code, line } of policies) {
        for (const doc of parseAllDocuments(code)) {
          const rule = doc.toJS() as Record<string, unknown> | null
          if (!rule) continue
          expect(Object.keys(rule), `${file}:${line}`).toEqual(expect.arrayContaining(['description', 'for', 'by']))
        }
      }
    }
  })
})

/** The fields a reader compares between formats, read from a YAML/JSON job. */
function summarizeJob(job: Record<string, any>) {
  const cmd = (c: Record<string, any>) => ({
    description: c.description,
    exec: c.exec,
    script: c.script,
    args: c.args,
    jobref: c.jobref && { group: c.jobref.group, name: c.jobref.name, args: c.jobref.args },
    errorhandler: c.errorhandler?.exec,
  })
  return {
    uuid: job.uuid,
    name: job.name,
    group: job.group,
    description: job.description,
    loglevel: job.loglevel,
    timeout: job.timeout,
    retry: [String(job.retry?.retry ?? job.retry), job.retry?.delay],
    options: (job.options ?? []).map((o: Record<string, any>) => ({
      name: o.name,
      required: !!o.required,
      value: o.value,
      values: o.values,
    })),
    schedule: job.schedule && [job.schedule.time?.hour, job.schedule.time?.minute, job.schedule.weekday?.day],
    threadcount: job.nodefilters?.dispatch?.threadcount,
    filter: job.nodefilters?.filter,
    sequence: [job.sequence?.keepgoing, job.sequence?.strategy, ...(job.sequence?.commands ?? []).map(cmd)],
  }
}

/** The same fields read from an XML `<joblist>`. */
function summarizeXmlJob(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml')
  const job = doc.querySelector('joblist > job')!
  const text = (el: Element | null | undefined, sel: string) =>
    el?.querySelector(`:scope > ${sel}`)?.textContent ?? undefined
  const retry = job.querySelector(':scope > retry')
  const commands = Array.from(job.querySelectorAll(':scope > sequence > command')).map((c: Element) => {
    const ref = c.querySelector(':scope > jobref')
    return {
      description: text(c, 'description'),
      exec: text(c, 'exec'),
      script: text(c, 'script'),
      args: text(c, 'scriptargs'),
      jobref: ref
        ? {
            group: ref.getAttribute('group'),
            name: ref.getAttribute('name'),
            args: ref.querySelector('arg')?.getAttribute('line'),
          }
        : undefined,
      errorhandler: text(c.querySelector(':scope > errorhandler'), 'exec'),
    }
  })
  const sequence = job.querySelector(':scope > sequence')!
  const time = job.querySelector(':scope > schedule > time')
  return {
    uuid: text(job, 'uuid'),
    name: text(job, 'name'),
    group: text(job, 'group'),
    description: text(job, 'description'),
    loglevel: text(job, 'loglevel'),
    timeout: text(job, 'timeout'),
    retry: [retry?.textContent, retry?.getAttribute('delay') ?? undefined],
    options: Array.from(job.querySelectorAll(':scope > context > options > option')).map((o: Element) => ({
      name: o.getAttribute('name'),
      required: o.getAttribute('required') === 'true',
      value: o.getAttribute('value') ?? undefined,
      values: o.getAttribute('values')?.split(','),
    })),
    schedule: time && [
      time.getAttribute('hour'),
      time.getAttribute('minute'),
      job.querySelector(':scope > schedule > weekday')?.getAttribute('day'),
    ],
    threadcount: Number(text(job, 'dispatch > threadcount')),
    filter: text(job, 'nodefilters > filter'),
    sequence: [sequence.getAttribute('keepgoing') === 'true', sequence.getAttribute('strategy'), ...commands],
  }
}

describe('the job definition format reference', () => {
  const pages = ['job-yaml-v12.md', 'job-json-v44.md', 'job-v20.md'].map((f) => `manual/document-format-reference/${f}`)

  it.each(pages)('%s shows one example job that reads the same in YAML, JSON and XML', (file) => {
    const blocks = fences(file)
    const first = (lang: string) => blocks.find((b) => b.lang === lang)!.code
    const fromYaml = summarizeJob((parse(first('yaml')) as Record<string, any>[])[0]!)
    const fromJson = summarizeJob((JSON.parse(first('json')) as Record<string, any>[])[0]!)
    const fromXml = summarizeXmlJob(first('xml'))
    expect(fromYaml.options.length).toBeGreaterThan(0)
    expect(fromYaml.sequence.length).toBeGreaterThan(3)
    expect(fromJson).toEqual(fromYaml)
    expect(fromXml).toEqual(fromYaml)
  })

  it('uses the same example job on all three pages', () => {
    const jobs = pages.map((file) => parse(fences(file).find((b) => b.lang === 'yaml')!.code))
    expect(jobs[1]).toEqual(jobs[0])
    expect(jobs[2]).toEqual(jobs[0])
  })
})
