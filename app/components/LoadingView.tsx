// Shown while the manifest or a slow page is loading.

/** A quiet loading placeholder. */
export function LoadingView() {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  )
}
