// Offers a reload when a new deployment (new app shell or new content) is available.

import { useEffect, useState } from 'react'
import { applyUpdate, registerServiceWorker } from '../offline/register'
import { startUpdateChecks } from '../offline/update-check'
import { useOfflineStatus } from '../offline/use-offline-status'
import type { UiText } from '../../manifest/ui/ui-strings'
import '../offline/offline.css'

/** Props: the base path and the contentHash of the manifest this page rendered with. */
export interface UpdateBannerProps {
  base: string
  contentHash: string
  text: UiText
}

/**
 * Mount once in the layout. Registers the service worker (production builds), watches for new
 * deployments and shows a reload offer; renders nothing otherwise.
 */
export function UpdateBanner({ base, contentHash, text }: UpdateBannerProps) {
  const status = useOfflineStatus()
  const [dismissed, setDismissed] = useState<string | undefined>()
  useEffect(() => void registerServiceWorker(base), [base])
  useEffect(() => startUpdateChecks(base, contentHash), [base, contentHash])

  const newContent = !!status.latestHash && status.latestHash !== contentHash
  const key = status.waiting ? 'shell' : newContent ? status.latestHash : undefined
  if (!key || key === dismissed) return null
  return (
    <div className="offline-update" role="status">
      <span>{text('offline.updateAvailable')}</span>
      <button type="button" className="button primary" onClick={() => void applyUpdate()}>
        {text('offline.reload')}
      </button>
      <button type="button" className="button" onClick={() => setDismissed(key)}>
        {text('offline.later')}
      </button>
    </div>
  )
}
