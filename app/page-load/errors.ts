// Typed fetch errors the route error components tell apart.

/** The manifest could not be fetched or did not validate. */
export class ManifestLoadError extends Error {
  override name = 'ManifestLoadError'
}

/** A page's markdown (or one of its includes) could not be fetched. */
export class PageLoadError extends Error {
  override name = 'PageLoadError'
  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

/** Fetches text, turning network failures and non-2xx answers into a PageLoadError. */
export async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new PageLoadError(`Could not reach ${url}`, url)
  }
  if (!response.ok) {
    throw new PageLoadError(`Loading ${url} failed with HTTP ${response.status}`, url, response.status)
  }
  return response.text()
}
