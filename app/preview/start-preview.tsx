// The browser preview of a local docs folder at `<base>_preview/`: the folder picked is read here,
// built in a worker by the tools' own builder (preview-worker.ts), and shown by the app itself
// (its router, layout and render path) under `<base>_preview/…`, with the dev panel's problems
// and markers, and a search over the folder. A kept folder is polled for changes and each change
// applied in place as the dev server's are (app/dev/apply-content.ts), keeping the reader's place.
// The pages' texts are read from memory (the page source's readText): no request carries them.

import { QueryClientProvider, replaceEqualDeep } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { SourceFile } from '../../manifest/builder/build-manifest'
import { parseManifest } from '../../manifest/parse'
import { previewBase } from '../../manifest/paths/preview-path'
import { queryTerms } from '../../manifest/search/query-terms'
import type { Manifest } from '../../manifest/types'
import { applyContentChange } from '../dev/apply-content'
import { cachedManifest, shownFiles, type DevContext } from '../dev/dev-context'
import { createDevStore, type DevStore } from '../dev/dev-store'
import { showProblems } from '../dev/show-problems'
import { bootColorScheme } from '../dom/color-scheme-boot'
import { readBase } from '../lib/base-path'
import { PageLoadError } from '../page-load/errors'
import { manifestKey } from '../page-load/fetch-manifest'
import type { PageSource } from '../page-load/page-query'
import { createQueryClient, loadRenderer } from '../page-load/query-options'
import { createDocsRouter } from '../router'
import { SiteSearchContext } from '../search/site-search-context'
import type { SiteSearch } from '../search/types'
import workerCode from '../entries/preview-worker.ts?worker-code'
import type { FolderBuild } from './build-folder'
import { mayReadAgain, rememberedKeptFolder, rememberKeptFolder } from './kept-folder-store'
import { mountPicker } from './picker'
import { startPreviewBuilder } from './preview-builder'
import { filesOfHandle, sameListing, sourceFileOf, type FolderFile } from './read-folder'
import { siteSettings } from './site-settings'

/** How often a kept folder is looked at for changes (an edit shows within a second). */
const POLL_MS = 300

/** The app once a folder is shown: its context (for content changes) and the problems' store. */
interface ShownApp {
  ctx: DevContext
  store: DevStore
}

/** Starts the preview page: the picker, then the folder it is given. */
export function startPreview(): void {
  const siteBase = readBase(document)
  const base = previewBase(siteBase)
  const root = document.documentElement
  const builder = startPreviewBuilder(URL.createObjectURL(new Blob([workerCode], { type: 'text/javascript' })))
  const fallback = siteSettings(siteBase)
  /** The folder's texts by docs-root relative path, as last read. */
  let texts = new Map<string, string>()
  /** The files read, by path, with the size and time they were read at (a kept folder re-reads only the changed). */
  let read = new Map<string, { size: number; mtime: number; file: { source: SourceFile; shown?: string } }>()
  let app: ShownApp | undefined
  /** Each pick or change counts one up; a build that finishes after a newer one started is dropped. */
  let generation = 0
  let updates = 0
  let stopPolling: (() => void) | undefined

  const host = document.createElement('section')
  document.body.prepend(host)
  const picker = mountPicker(host, {
    picked(files, name) {
      stopPolling?.()
      read = new Map()
      void show(files, name).catch(failed)
    },
    kept(handle) {
      void rememberKeptFolder(siteBase, handle)
      void keepAnew(handle).catch(failed)
    },
  })
  const failed = (error: unknown) => picker.status(`The folder could not be shown: ${String(error)}`)
  /** Keeps `handle` open in place of whatever folder was shown, read afresh. */
  const keepAnew = (handle: FileSystemDirectoryHandle) => {
    stopPolling?.()
    read = new Map()
    return keep(handle)
  }
  // A folder kept open before a reload: one click opens it again (reading it needs the author's leave).
  void rememberedKeptFolder(siteBase).then((handle) => {
    if (!handle) return
    picker.offerReopen(handle.name, async () => {
      if (!(await mayReadAgain(handle))) {
        picker.status(`${handle.name} may not be read: choose it again`)
        return false
      }
      try {
        await keepAnew(handle)
        return true
      } catch (error) {
        failed(error)
        return false
      }
    })
  })

  const source: PageSource = {
    base,
    renderer: loadRenderer,
    readText: (file) => {
      const text = texts.get(file)
      return text === undefined
        ? Promise.reject(new PageLoadError(`${file} is not in the folder (or could not be read)`, file))
        : Promise.resolve(text)
    },
  }
  const search: SiteSearch = {
    search: async (term) => ({ hits: await builder.search(term), source: 'offline', terms: queryTerms(term) }),
    warmUp: () => undefined,
  }

  /** Reads the folder's files (those changed since the last read), builds them and shows the result. */
  async function show(files: FolderFile[], name: string): Promise<void> {
    const mine = ++generation
    const started = performance.now()
    picker.status(`Reading ${files.length} files of ${name}…`)
    const both = await Promise.all(
      files.map(async (file) => {
        const known = read.get(file.path)
        if (known && known.size === file.size && known.mtime === file.mtime) return known.file
        return sourceFileOf(file)
      }),
    )
    read = new Map(both.map((f, i) => [f.source.path, { size: files[i]!.size, mtime: files[i]!.mtime, file: f }]))
    const sources = both.map((f) => f.source)
    const folderTexts = new Map(both.flatMap((f) => (f.shown === undefined ? [] : [[f.source.path, f.shown] as const])))
    // A large folder's first build comes skimmed first: its first page is shown from it.
    let skimShown: Promise<void> | undefined
    const build = await builder.build({ files: sources, base, fallback: await fallback }, (skim) => {
      if (mine !== generation) return
      texts = folderTexts
      skimShown = showBuild(skim).then(() => {
        picker.status(`${name}: every page is being rendered…`)
        root.dataset.docsPreview = 'shown'
      })
    })
    await skimShown
    if (mine !== generation) return
    texts = folderTexts
    await showBuild(build)
    if (mine !== generation) return
    const pages = app ? (cachedManifest(app.ctx)?.pages.length ?? 0) : 0
    picker.showing()
    picker.status(`${name}: ${pages} pages, shown in ${Math.round(performance.now() - started)} ms`)
    root.dataset.docsPreview = 'shown'
    root.dataset.docsPreviewUpdates = String(updates++)
  }

  /** The build on screen: the app started with it, or its manifest applied in place. */
  async function showBuild(build: FolderBuild): Promise<void> {
    const manifest = parseManifest(JSON.parse(build.manifestJson))
    if (!app) {
      app = startApp(base, manifest, source, search)
    } else {
      const { ctx } = app
      const next = async (previous: Manifest | undefined) =>
        previous ? replaceEqualDeep(previous, manifest) : manifest
      // The page shown is gone from the folder: show the folder's home.
      if (!(await applyContentChange(ctx, next))) await ctx.router.navigate({ to: '/$', params: { _splat: '' } })
    }
    app.store.set({ problems: build.problems, files: shownFiles(app.ctx) })
  }

  /** Shows a kept folder, then looks at it again every POLL_MS and shows each change. */
  async function keep(handle: FileSystemDirectoryHandle): Promise<void> {
    let listing = await filesOfHandle(handle)
    await show(listing, handle.name)
    let stopped = false
    let running = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      if (stopped || running) return
      running = true
      clearTimeout(timer)
      try {
        const now = await filesOfHandle(handle)
        if (!stopped && !sameListing(now, listing)) {
          listing = now
          await show(now, handle.name)
        }
      } catch (error) {
        failed(error)
      } finally {
        running = false
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS)
    }
    // Where the browser reports changes itself, a change is looked at at once (the polling stays).
    const observer = observeFolder(handle, () => void poll())
    stopPolling = () => {
      stopped = true
      clearTimeout(timer)
      observer?.disconnect()
    }
    timer = setTimeout(() => void poll(), POLL_MS)
  }
}

/** The File System Observer API, where the browser has it (Chromium 129 on; not yet in the DOM typings). */
interface FolderObserver {
  observe(handle: FileSystemDirectoryHandle, options: { recursive: boolean }): Promise<void>
  disconnect(): void
}

/** Calls `changed` on every change the browser reports under `handle`; undefined without the API. */
function observeFolder(handle: FileSystemDirectoryHandle, changed: () => void): FolderObserver | undefined {
  const Observer = (window as { FileSystemObserver?: new (callback: () => void) => FolderObserver }).FileSystemObserver
  if (!Observer) return undefined
  try {
    const observer = new Observer(changed)
    observer.observe(handle, { recursive: true }).catch(() => undefined)
    return observer
  } catch {
    return undefined
  }
}

/** The app (router, layout, render path) over the folder's manifest, with the problems panel. */
function startApp(base: string, manifest: Manifest, source: PageSource, search: SiteSearch): ShownApp {
  bootColorScheme(manifest.site.theme.darkmode)
  const queryClient = createQueryClient()
  queryClient.setQueryData(manifestKey(base), manifest)
  const router = createDocsRouter(queryClient, base, source)
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SiteSearchContext value={search}>
          <RouterProvider router={router} />
        </SiteSearchContext>
      </QueryClientProvider>
    </StrictMode>,
  )
  const ctx: DevContext = { queryClient, router, base }
  const store = createDevStore()
  showProblems(ctx, store, 'preview')
  return { ctx, store }
}
