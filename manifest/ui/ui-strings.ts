// Every text the site's own interface shows, in one table: English defaults that a site config's
// `strings` object overrides key by key (another language, another product's wording). Shared by
// the app (which shows them) and the tools (which warn about keys that do not exist).

import { SHELL_UI_STRINGS } from './ui-strings-shell'

/** Key → default text. `{name}` marks a value filled in when shown. */
export const DEFAULT_UI_STRINGS = {
  ...SHELL_UI_STRINGS,
  'menu.open': 'Open menu',
  'menu.close': 'Close menu',
  'nav.main': 'Main',
  'nav.menu': 'Menu',
  'nav.mainMobile': 'Main (mobile)',
  'nav.sidebar': 'Sidebar',
  'nav.section': 'Section',
  'nav.repository': 'Source repository',
  'nav.home': 'Home',
  'nav.untitledSite': 'Documentation',
  'versions.menu': 'Documentation version',
  'versions.fallback': 'Versions',
  'versions.current': '{version} (this version)',
  'versions.list': 'Documentation versions',
  'versions.none': 'No other documentation versions are listed for this site.',
  'versions.oldBanner': 'This is the documentation of version {version}. The current version is {current}.',
  'versions.oldBannerPage': 'Read this page in version {current}',
  'versions.oldBannerHome': 'Go to the documentation of version {current}',
  'colorMode.light': 'Light mode',
  'colorMode.dark': 'Dark mode',
  'colorMode.auto': 'Follow system colour scheme',
  'colorMode.title': '{mode} (click to change)',
  'colorMode.label': 'Colour scheme: {mode}. Change',
  'progress.loading': 'Loading page',
  backToTop: 'Back to top',
  'toc.title': 'On this page',
  'toc.more': '… and {count} more headings',
  'page.readingTime': 'Reading time',
  'page.readingLessThanMinute': 'Less than 1 minute',
  'page.readingMinutes': 'About {minutes} min',
  'page.lastUpdated': 'Last updated',
  'page.viewSource': 'View source',
  'page.viewPage': 'View page',
  'page.copyMarkdown': 'Copy as markdown',
  'page.copied': 'Copied',
  'page.copyFailed': 'Copy failed',
  'page.openMarkdown': 'Open the .md file',
  'page.previewFolder': 'Preview a local folder',
  'page.sourceOf': 'Markdown source of {file}',
  'page.edit': 'Edit this page',
  'sidebar.expand': 'Expand {section}',
  'sidebar.collapse': 'Collapse {section}',
  'sidebar.print': 'Print this section',
  'print.button': 'Print',
  'print.contents': 'Contents',
  'print.loading': 'Loading {count} pages…',
  'print.pages': '{count} pages',
  'print.pageFailed': 'This page could not be loaded: {error}',
  'print.notFoundTitle': 'Section not found',
  'print.notFoundText': 'This print link names no section of the sidebar any more.',
  'search.button': 'Search',
  'search.dialog': 'Search documentation',
  'search.placeholder': 'Search the docs',
  'search.input': 'Search',
  'search.close': 'Close search',
  'search.closeKey': 'Esc',
  'search.prompt': 'Type to search the documentation.',
  'search.searching': 'Searching…',
  'search.fullText': 'Searching the full text…',
  'search.error': 'Search is unavailable right now. Please try again.',
  'search.noResultsFor': 'No results for “{query}”.',
  'search.offlineNote': 'Results from the offline index',
  'search.results': 'Results',
  'search.count.one': '{count} result',
  'search.count.other': '{count} results',
  'search.count.none': 'No results',
  'search.count.offline': 'Offline index: {results}',
  'notFound.documentTitle': 'Page not found',
  'notFound.title': 'Page not found',
  'notFound.text': "You've landed on a link that doesn't exist. Try the Search!",
  'notFound.back': 'Go back',
  'notFound.home': 'Take me home',
  'error.pageDocumentTitle': 'Page unavailable',
  'error.pageLoad': 'This page could not be loaded',
  'error.pageShow': 'This page could not be shown',
  'error.pageRest': 'The rest of this page could not be shown. Check your connection and reload the page.',
  'error.retry': 'Retry',
  'error.siteDocumentTitle': 'Documentation unavailable',
  'error.siteLoad': 'The documentation could not be loaded',
  'error.checkConnection': 'Check your connection and try again.',
  'loading.page': 'Loading…',
  noscript:
    'This documentation needs JavaScript to render its pages. The raw markdown files are served beside this page.',
  'offline.make': 'Make available offline',
  'offline.ready': 'Available offline',
  'offline.panel': 'Offline copy',
  'offline.sizing': 'Working out the download size…',
  'offline.stale': 'A newer version of this documentation is on the server. Reload the page, then download it.',
  'offline.prepareFailed': 'Could not prepare the offline copy: {error}',
  'offline.progress': 'Offline download progress',
  'offline.progressText': '{done} of {total} ({doneFiles} of {totalFiles} files)',
  'offline.cancel': 'Cancel',
  'offline.plan': 'Download {pages} pages{search}{images}:',
  'offline.planSearch': ', the search index',
  'offline.planImages': ' and {chosen} of {total} images',
  'offline.images': 'Images',
  'offline.imagesUpTo': 'up to {size}',
  'offline.noImages': 'none',
  'offline.allImages': 'all ({size})',
  'offline.download': 'Download',
  'offline.someFailed': '{count} files could not be downloaded (first: {first}). Try again later.',
  'offline.done': 'Done: pages and search now work without a network connection.',
  'offline.updateAvailable': 'A new version of this documentation is available.',
  'offline.reload': 'Reload',
  'offline.later': 'Later',
  'code.copy': 'Copy code',
  'code.copied': 'Copied',
  'code.copyFailed': 'Copy failed',
  'code.region': 'Code',
  'code.regionLang': 'Code ({lang})',
  'code.showAll': 'Show all {lines} lines',
  'code.collapse': 'Collapse',
  'heading.permalink': 'Permalink to “{heading}”',
  'lightbox.dialog': 'Enlarged image',
  'lightbox.dialogNamed': 'Enlarged image: {alt}',
  'lightbox.open': 'Enlarge image',
  'lightbox.openNamed': 'Enlarge image: {alt}',
  'lightbox.hint': 'Click, scroll or press Escape to close',
  'catalog.label': 'Pages in this section',
  'catalog.empty': 'No pages in this section yet.',
  'pdf.download': 'Download the PDF',
  'pdf.fullscreen': 'Full screen',
  'pdf.exitFullscreen': 'Leave full screen',
  'pdf.frame': 'PDF document: {title}',
  'pdf.notAccessible': 'The PDF could not be loaded.',
  'pdf.noEmbed': 'This browser cannot show PDFs inside the page.',
  'video.error': 'Failed to load resource.',
  'video.live': 'Live',
  'video.liveDvr': 'Live, with rewind',
  'video.remoteFrom': 'Video on {site}',
  'video.playOn': 'Play on {site}',
  'video.load': 'Load video from {host}',
  'video.remoteNote': 'Nothing is loaded from {host} until you choose to play it here.',
  'media.pdfOn': 'PDF on {host}',
  'media.videoOn': 'Video on {host}',
  'media.audioOn': 'Audio on {host}',
  'media.host': 'Hosted on {host}',
  'media.openOn': 'Open on {host}',
  'media.loadFrom': 'Load from {host}',
  'media.note': 'Nothing is loaded from {host} until you choose to load it here.',
  'media.notAllowed': 'This site does not load media from {host}; open it there instead.',
  'openapi.loading': 'Loading the API reference…',
  'openapi.error': 'The API description could not be loaded.',
  'openapi.download': 'Download the OpenAPI document',
  'widget.video': 'Video',
  'widget.pdf': 'PDF document',
  'widget.openapi': 'API reference viewer',
  'widget.docVersions': 'Documentation versions',
  'widget.later': 'shown in a later version of this site',
  'dev.problems': 'Content problems (dev server)',
  'dev.none': 'No problems on this page',
  'dev.count.one': '{count} problem on this page',
  'dev.count.other': '{count} problems on this page',
  'dev.errors.one': '{count} error',
  'dev.errors.other': '{count} errors',
} as const

/** A key of the interface text table. */
export type UiStringKey = keyof typeof DEFAULT_UI_STRINGS

/** Values filled into `{name}` placeholders. */
export type UiValues = Record<string, string | number>

/** Looks up a text and fills its placeholders. */
export interface UiText {
  (key: UiStringKey, values?: UiValues): string
  /** The `.one`/`.other` form of `base` for `count` in the site's locale, filled. */
  plural(base: 'search.count' | 'dev.count' | 'dev.errors', count: number, values?: UiValues): string
  /** Locale for dates and numbers. */
  locale: string
}

/** `template` with each `{name}` replaced by `values[name]` (unknown names stay as written). */
export function formatUiString(template: string, values: UiValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

/** Keys of `overrides` that name no interface text. */
export function unknownUiStringKeys(overrides: Record<string, unknown> | undefined): string[] {
  return Object.keys(overrides ?? {}).filter((key) => !Object.hasOwn(DEFAULT_UI_STRINGS, key))
}

/** The interface text of a site: its overrides over the defaults, in its locale. */
export function createUiText(overrides: Record<string, string> | undefined, locale: string): UiText {
  const table: Record<string, string> = { ...DEFAULT_UI_STRINGS }
  for (const [key, value] of Object.entries(overrides ?? {})) {
    if (Object.hasOwn(DEFAULT_UI_STRINGS, key) && typeof value === 'string') table[key] = value
  }
  let rules: Intl.PluralRules | undefined
  const text = ((key, values) => formatUiString(table[key] ?? key, values)) as UiText
  text.plural = (base, count, values) => {
    try {
      rules ??= new Intl.PluralRules(locale)
    } catch {
      rules = new Intl.PluralRules('en-US')
    }
    const form = rules.select(count) === 'one' ? 'one' : 'other'
    return text(`${base}.${form}` as UiStringKey, { count: formatNumber(count, locale), ...values })
  }
  text.locale = locale
  return text
}

/** The English defaults, for code that runs before (or without) a site. */
export const DEFAULT_UI_TEXT: UiText = createUiText(undefined, 'en-US')

/** A number in the locale's digits and grouping. */
function formatNumber(value: number, locale: string): string {
  try {
    return new Intl.NumberFormat(locale).format(value)
  } catch {
    return String(value)
  }
}
