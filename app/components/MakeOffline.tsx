// "Make available offline": shows the download size (with an image budget) first, then a progress bar.

import { useEffect, useRef, useState } from 'react'
import type { UiText } from '../../manifest/ui/ui-strings'
import { Icon } from './Icon'
import { formatBytes } from '../offline/format-bytes'
import {
  defaultImageBudget,
  downloadForOffline,
  imageBudgetChoices,
  fetchOfflineAssets,
  planOfflineDownload,
  readOfflineRecord,
  writeOfflineRecord,
  type OfflineProgress,
} from '../offline/offline-download'
import type { OfflineAssets } from '../../manifest/offline/offline-list'
import { canRegisterServiceWorker, registerServiceWorker } from '../offline/register'
import { useOfflineStatus } from '../offline/use-offline-status'
import '../offline/offline.css'

/** Props: the base path and the contentHash of the manifest this page rendered with. */
export interface MakeOfflineProps {
  base: string
  contentHash: string
  text: UiText
}

type Step =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'confirm'; list: OfflineAssets }
  | { kind: 'stale' }
  | { kind: 'downloading'; progress: OfflineProgress }
  | { kind: 'done'; failed: string[] }
  | { kind: 'error'; message: string }

/** The offline action; renders nothing where no service worker can be registered. */
export function MakeOffline({ base, contentHash, text }: MakeOfflineProps) {
  const status = useOfflineStatus()
  const [step, setStep] = useState<Step>({ kind: 'closed' })
  // Undefined until the reader picks one: then the default for the site's images.
  const [budget, setBudget] = useState<number | undefined>(undefined)
  const abort = useRef<AbortController | undefined>(undefined)
  // The button holds its place from the first render (disabled until the worker controls the
  // page): appearing only once the worker registered, seconds later on a busy machine, it pushed
  // the navbar's groups aside under the reader's pointer. It goes only when the worker cannot be.
  const [possible, setPossible] = useState(canRegisterServiceWorker)
  useEffect(() => {
    let live = true
    void registerServiceWorker(base).then((registration) => live && !registration && setPossible(false))
    return () => {
      live = false
    }
  }, [base])
  useEffect(() => () => abort.current?.abort(), [])
  if (!status.registered && !possible) return null

  const record = readOfflineRecord(base)
  const ready = record?.contentHash === contentHash
  const open = async () => {
    setStep({ kind: 'loading' })
    try {
      const list = await fetchOfflineAssets(base)
      setStep(list.contentHash === contentHash ? { kind: 'confirm', list } : { kind: 'stale' })
    } catch (error) {
      setStep({ kind: 'error', message: (error as Error).message })
    }
  }
  const start = async (list: OfflineAssets) => {
    const plan = planOfflineDownload(list, budget ?? defaultImageBudget(allImageBytes(list)))
    const controller = new AbortController()
    abort.current = controller
    setStep({
      kind: 'downloading',
      progress: { doneBytes: 0, totalBytes: plan.bytes, doneFiles: 0, totalFiles: plan.files.length },
    })
    try {
      const failed = await downloadForOffline(
        base,
        plan,
        (progress) => setStep({ kind: 'downloading', progress }),
        controller.signal,
      )
      if (!failed.length) writeOfflineRecord(base, { contentHash, bytes: plan.bytes, at: Date.now() })
      setStep({ kind: 'done', failed })
    } catch (error) {
      setStep(controller.signal.aborted ? { kind: 'closed' } : { kind: 'error', message: (error as Error).message })
    }
  }

  const label = ready ? text('offline.ready') : text('offline.make')
  return (
    <div className="offline-action">
      <button
        type="button"
        className="button offline-button"
        aria-label={label}
        title={label}
        aria-expanded={step.kind !== 'closed'}
        disabled={!status.controlled || step.kind === 'loading' || step.kind === 'downloading'}
        onClick={() => (step.kind === 'closed' ? void open() : setStep({ kind: 'closed' }))}
      >
        <Icon name={ready ? 'check' : 'download'} />
        <span className="offline-label">{label}</span>
      </button>
      {step.kind !== 'closed' && (
        <div className="offline-panel" role="dialog" aria-label={text('offline.panel')}>
          {step.kind === 'loading' && <p>{text('offline.sizing')}</p>}
          {step.kind === 'stale' && <p>{text('offline.stale')}</p>}
          {step.kind === 'error' && <p role="alert">{text('offline.prepareFailed', { error: step.message })}</p>}
          {step.kind === 'confirm' && (
            <Confirm
              list={step.list}
              budget={budget}
              onBudget={setBudget}
              onStart={() => void start(step.list)}
              text={text}
            />
          )}
          {step.kind === 'downloading' && (
            <>
              <progress
                className="offline-progress"
                max={step.progress.totalBytes || 1}
                value={step.progress.doneBytes}
                aria-label={text('offline.progress')}
              />
              <p>
                {text('offline.progressText', {
                  done: formatBytes(step.progress.doneBytes, text.locale),
                  total: formatBytes(step.progress.totalBytes, text.locale),
                  doneFiles: step.progress.doneFiles,
                  totalFiles: step.progress.totalFiles,
                })}
              </p>
              <button type="button" className="button" onClick={() => abort.current?.abort()}>
                {text('offline.cancel')}
              </button>
            </>
          )}
          {step.kind === 'done' &&
            (step.failed.length ? (
              <p role="alert">
                {text('offline.someFailed', { count: step.failed.length, first: step.failed[0] ?? '' })}
              </p>
            ) : (
              <p className="offline-done">{text('offline.done')}</p>
            ))}
        </div>
      )}
    </div>
  )
}

/** The size overview and image budget shown before anything is downloaded. */
function Confirm(props: {
  list: OfflineAssets
  budget: number | undefined
  onBudget: (budget: number) => void
  onStart: () => void
  text: UiText
}) {
  const { text } = props
  const all = allImageBytes(props.list)
  const budget = props.budget ?? defaultImageBudget(all)
  const plan = planOfflineDownload(props.list, budget)
  const { images } = plan
  return (
    <>
      <p>
        {text('offline.plan', {
          pages: plan.pages,
          search: plan.searchBytes ? text('offline.planSearch') : '',
          images: images.total > 0 ? text('offline.planImages', { chosen: images.chosen, total: images.total }) : '',
        })}{' '}
        <strong className="offline-size">{formatBytes(plan.bytes, text.locale)}</strong>.
      </p>
      {images.total > 0 && (
        <label className="offline-budget">
          <span>{text('offline.images')}</span>
          <select value={budget} onChange={(e) => props.onBudget(Number(e.target.value))}>
            {imageBudgetChoices(all).map((b) => (
              <option key={b} value={b}>
                {b === 0
                  ? text('offline.noImages')
                  : b === all
                    ? text('offline.allImages', { size: formatBytes(all, text.locale) })
                    : text('offline.imagesUpTo', { size: formatBytes(b, text.locale) })}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className="button primary" onClick={props.onStart}>
        {text('offline.download')}
      </button>
    </>
  )
}

/** What every image of the site weighs. */
function allImageBytes(list: OfflineAssets): number {
  return list.images.reduce((n, f) => n + f.bytes, 0)
}
