// Reads the home layout's frontmatter (hero, actions, features, highlights) into typed data.

/** A hero action button. */
interface HomeAction {
  text: string
  link: string
  icon?: string
  /** 'primary' for the first action unless the frontmatter says otherwise. */
  type: 'primary' | 'secondary'
}

/** A feature card. */
export interface HomeFeature {
  title: string
  details?: string
  icon?: string
  link?: string
}

/** A highlights section with its cards. */
interface HomeHighlight {
  header: string
  description?: string
  features: HomeFeature[]
}

/** Everything the home layout shows besides the page body. */
export interface HomeData {
  heroText?: string
  tagline?: string
  heroImage?: string
  heroImageDark?: string
  heroAlt?: string
  actions: HomeAction[]
  features: HomeFeature[]
  highlights: HomeHighlight[]
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined

const list = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object') : []

function feature(raw: Record<string, unknown>): HomeFeature | undefined {
  const title = str(raw.title)
  if (!title) return undefined
  return { title, details: str(raw.details), icon: str(raw.icon), link: str(raw.link) }
}

/** Extracts the home data; malformed entries are skipped, never thrown on. */
export function homeData(frontmatter: Record<string, unknown>, fallbackTitle: string): HomeData {
  const actions: HomeAction[] = []
  for (const [i, raw] of list(frontmatter.actions).entries()) {
    const text = str(raw.text)
    const link = str(raw.link)
    if (!text || !link) continue
    const type = raw.type === 'primary' || raw.type === 'secondary' ? raw.type : i === 0 ? 'primary' : 'secondary'
    actions.push({ text, link, icon: str(raw.icon), type })
  }
  const highlights: HomeHighlight[] = []
  for (const raw of list(frontmatter.highlights)) {
    const header = str(raw.header)
    if (!header) continue
    highlights.push({
      header,
      description: str(raw.description),
      features: list(raw.features)
        .map(feature)
        .filter((f): f is HomeFeature => !!f),
    })
  }
  return {
    heroText: frontmatter.heroText === null ? undefined : (str(frontmatter.heroText) ?? fallbackTitle),
    tagline: str(frontmatter.tagline),
    heroImage: str(frontmatter.heroImage),
    heroImageDark: str(frontmatter.heroImageDark),
    heroAlt: str(frontmatter.heroAlt),
    actions,
    features: list(frontmatter.features)
      .map(feature)
      .filter((f): f is HomeFeature => !!f),
    highlights,
  }
}
