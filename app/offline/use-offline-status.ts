// React glue: the offline status as state.

import { useSyncExternalStore } from 'react'
import { getOfflineStatus, subscribeOfflineStatus, type OfflineStatus } from './offline-status'

/** Re-renders whenever the worker or the update checks change the offline status. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(subscribeOfflineStatus, getOfflineStatus, getOfflineStatus)
}
