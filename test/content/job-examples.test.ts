// Every job definition a reader can copy from docs-src is one the product imports: each fenced YAML
// or JSON job example parses (YAML with the project's YAML parser, JSON strictly) and has the
// entries the job format reference (manual/document-format-reference/job-yaml-v12.md) requires of
// a job, its sequence, its commands and their error handlers. A fixture page of broken jobs proves
// the checker rejects each defect.

import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { type CodeFence, fences } from '../support/code-fences'
import { markdownFiles } from '../support/corpus'

const SRC = 'docs-src'
const FIXTURES = 'test/fixtures/job-examples'

/**
 * Detection. A fenced `yaml`, `yml` or `json` block is a job example when its document is a list of
 * maps and one of those maps has a `sequence` entry (the workflow, which every job has), or a `name`
 * together with an entry that only a job definition has (JOB_ONLY_KEYS). Lists of options, headers
 * or API answers (`name` with `value`, `href`, `project`…) are not jobs. A block that does not
 * parse is a job example when its text is a list with a `sequence` entry, so a job example cannot
 * escape the checks by being malformed.
 */
const JOB_ONLY_KEYS = [
  'sequence',
  'loglevel',
  'defaultTab',
  'nodefilters',
  'nodeFilterEditable',
  'nodesSelectedByDefault',
  'notification',
  'notifyAvgDurationThreshold',
  'orchestrator',
  'multipleExecutions',
  'options',
]

/** The step kinds of the reference's "Command" section: exactly one per command. */
const STEP_KINDS = ['exec', 'script', 'scriptfile', 'scripturl', 'jobref', 'type'] as const
const LOG_LEVELS = ['DEBUG', 'VERBOSE', 'INFO', 'WARN', 'ERROR']

type Entries = Record<string, unknown>
const isMap = (value: unknown): value is Entries => typeof value === 'object' && value !== null && !Array.isArray(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

function looksLikeJobList(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.some(
      (item) => isMap(item) && ('sequence' in item || ('name' in item && JOB_ONLY_KEYS.some((key) => key in item))),
    )
  )
}

/** The problems of one command (a step, or an error handler when `handler` is set), each prefixed with `at`. */
function commandProblems(command: unknown, at: string, handler = false): string[] {
  if (!isMap(command)) return [`${at}: is not a map`]
  const problems: string[] = []
  const kinds = STEP_KINDS.filter((kind) => kind in command)
  if (kinds.length !== 1) {
    problems.push(`${at}: needs exactly one of ${STEP_KINDS.join('/')}, has ${kinds.join('+') || 'none'}`)
  }
  for (const key of ['exec', 'script', 'scriptfile', 'scripturl'] as const) {
    if (key in command && !isText(command[key])) problems.push(`${at}.${key}: is not a non-empty string`)
  }
  if ('args' in command && typeof command.args !== 'string') problems.push(`${at}.args: is not a string`)
  if ('description' in command && typeof command.description !== 'string') {
    problems.push(`${at}.description: is not a string`)
  }
  if ('nodeStep' in command && typeof command.nodeStep !== 'boolean') problems.push(`${at}.nodeStep: is not a boolean`)
  if ('jobref' in command) {
    const ref = command.jobref
    if (!isMap(ref)) problems.push(`${at}.jobref: is not a map`)
    else {
      if (!isText(ref.name) && !isText(ref.uuid)) problems.push(`${at}.jobref: has no name (or uuid)`)
      // The server's own exports write a job reference's flags as the strings 'true' and 'false'.
      if ('nodeStep' in ref && ![true, false, 'true', 'false'].includes(ref.nodeStep as string)) {
        problems.push(`${at}.jobref.nodeStep: is not true or false`)
      }
      if ('args' in ref && typeof ref.args !== 'string') problems.push(`${at}.jobref.args: is not a string`)
    }
  }
  if ('type' in command) {
    if (!isText(command.type)) problems.push(`${at}.type: is not a provider name`)
    if ('configuration' in command) {
      const configuration = command.configuration
      if (!isMap(configuration)) problems.push(`${at}.configuration: is not a map`)
      else {
        for (const [key, value] of Object.entries(configuration)) {
          if (!isScalar(value)) problems.push(`${at}.configuration.${key}: is not a single value (the map is flat)`)
        }
      }
    }
  }
  if (handler) {
    if ('errorhandler' in command) problems.push(`${at}: an error handler cannot have an error handler`)
    if ('keepgoingOnSuccess' in command && typeof command.keepgoingOnSuccess !== 'boolean') {
      problems.push(`${at}.keepgoingOnSuccess: is not a boolean`)
    }
  } else if ('errorhandler' in command) {
    problems.push(...commandProblems(command.errorhandler, `${at}.errorhandler`, true))
  }
  return problems
}

/** The problems of one job of a job list, each prefixed with `at`. */
function jobProblems(job: unknown, at: string): string[] {
  if (!isMap(job)) return [`${at}: is not a map`]
  const problems: string[] = []
  // The reference's "Job map contents": name, description (which may be empty), loglevel and sequence.
  if (!isText(job.name)) problems.push(`${at}.name: is missing or empty`)
  if (typeof job.description !== 'string') problems.push(`${at}.description: is missing (it may be empty)`)
  if (!LOG_LEVELS.includes(job.loglevel as string)) {
    problems.push(`${at}.loglevel: is missing or not one of ${LOG_LEVELS.join(', ')}`)
  }
  if ('options' in job && !Array.isArray(job.options) && !isMap(job.options)) {
    problems.push(`${at}.options: is neither a list nor a map`)
  }
  if (Array.isArray(job.options)) {
    job.options.forEach((option, i) => {
      if (!isMap(option) || !isText(option.name)) problems.push(`${at}.options[${i}]: has no name`)
    })
  }
  if ('nodefilters' in job && !isMap(job.nodefilters)) problems.push(`${at}.nodefilters: is not a map`)
  const sequence = job.sequence
  if (!isMap(sequence)) return [...problems, `${at}.sequence: is missing or not a map`]
  if ('keepgoing' in sequence && typeof sequence.keepgoing !== 'boolean') {
    problems.push(`${at}.sequence.keepgoing: is not a boolean`)
  }
  if ('strategy' in sequence && !isText(sequence.strategy)) problems.push(`${at}.sequence.strategy: is not a name`)
  const commands = sequence.commands
  if (!Array.isArray(commands) || commands.length === 0) {
    return [...problems, `${at}.sequence.commands: is missing or not a non-empty list`]
  }
  commands.forEach((command, i) => problems.push(...commandProblems(command, `${at}.sequence.commands[${i}]`)))
  return problems
}

interface JobExample {
  where: string
  problems: string[]
}

/** The job examples among a page's fences (see "Detection" above), each with its problems. */
function jobExamples(file: string, blocks: CodeFence[]): JobExample[] {
  const examples: JobExample[] = []
  for (const { lang, code, line } of blocks) {
    if (!['yaml', 'yml', 'json'].includes(lang)) continue
    const where = `${file}:${line}`
    const documents: unknown[] = []
    let error: string | undefined
    if (lang === 'json') {
      try {
        documents.push(JSON.parse(code))
      } catch (e) {
        error = (e as Error).message
      }
    } else {
      for (const doc of parseAllDocuments(code)) {
        if (doc.errors.length) error ??= doc.errors[0]!.message.split('\n')[0]
        else documents.push(doc.toJS())
      }
    }
    if (error !== undefined) {
      const looksLikeJob =
        lang === 'json'
          ? /^\s*\[/.test(code) && /"sequence"\s*:/.test(code)
          : /^-\s/m.test(code) && /^\s+sequence:/m.test(code)
      if (looksLikeJob) examples.push({ where, problems: [`does not parse: ${error}`] })
      continue
    }
    for (const doc of documents) {
      if (!looksLikeJobList(doc)) continue
      examples.push({ where, problems: doc.flatMap((job, i) => jobProblems(job, `job[${i}]`)) })
    }
  }
  return examples
}

const failures = (examples: JobExample[]) =>
  examples.flatMap(({ where, problems }) => problems.map((problem) => `${where}: ${problem}`))

describe('the job examples checker', () => {
  const pageExamples = (file: string) => jobExamples(file, fences(file, FIXTURES))

  it('accepts the jobs of a good page and leaves lists that are not jobs alone', () => {
    const examples = pageExamples('good.md')
    // One YAML job list with two jobs, one JSON job; the options list and the headers list are no jobs.
    expect(examples.map((e) => e.where)).toEqual(['good.md:7', 'good.md:50'])
    expect(failures(examples)).toEqual([])
  })

  it('rejects every defect of the broken page', () => {
    const found = failures(pageExamples('broken.md'))
    expect(found).toEqual([
      'broken.md:7: job[0].name: is missing or empty',
      'broken.md:7: job[0].sequence.commands: is missing or not a non-empty list',
      'broken.md:16: job[0].description: is missing (it may be empty)',
      'broken.md:16: job[0].loglevel: is missing or not one of DEBUG, VERBOSE, INFO, WARN, ERROR',
      'broken.md:16: job[0].sequence.keepgoing: is not a boolean',
      'broken.md:16: job[0].sequence.commands[0]: needs exactly one of exec/script/scriptfile/scripturl/jobref/type, has none',
      'broken.md:16: job[0].sequence.commands[1]: needs exactly one of exec/script/scriptfile/scripturl/jobref/type, has exec+script',
      'broken.md:16: job[0].sequence.commands[2].nodeStep: is not a boolean',
      'broken.md:16: job[0].sequence.commands[2].configuration: is not a map',
      'broken.md:16: job[0].sequence.commands[3].configuration.url: is not a single value (the map is flat)',
      'broken.md:16: job[0].sequence.commands[4].jobref: has no name (or uuid)',
      'broken.md:16: job[0].sequence.commands[5].errorhandler: an error handler cannot have an error handler',
      'broken.md:41: job[0].description: is missing (it may be empty)',
      'broken.md:41: job[0].sequence: is missing or not a map',
      expect.stringMatching(/^broken\.md:48: does not parse: /),
      expect.stringMatching(/^broken\.md:56: does not parse: /),
    ])
  })
})

describe('job examples in docs-src', () => {
  const examples = markdownFiles(SRC).flatMap((file) => jobExamples(file, fences(file)))

  it('finds the job examples of the format reference and the step plugin pages', () => {
    const pages = new Set(examples.map((e) => e.where.split(':')[0]))
    expect(examples.length).toBeGreaterThan(20)
    expect([...pages]).toEqual(
      expect.arrayContaining([
        'manual/document-format-reference/job-yaml-v12.md',
        'manual/document-format-reference/job-json-v44.md',
        'manual/jobs/job-plugins/workflow-steps/builtin.md',
      ]),
    )
  })

  it('gives every job example the entries the job format requires', () => {
    expect(failures(examples)).toEqual([])
  })
})
