// Finds raw-HTML tags in markdown that would load something from another origin (no third-party requests).

/** One reference to another origin found in a markdown file. */
export interface ForeignAsset {
  /** 1-based line in the file. */
  line: number
  /** Tag name, lower case (`img`, `script`, `iframe` …). */
  tag: string
  url: string
}

/** Tags whose URL attribute makes the browser fetch without a click. */
const LOADING_TAG =
  /<(img|script|iframe|video|audio|source|track|embed|object|link|input)\b[^>]*?\s(?:src|poster|data|href|srcset)\s*=\s*["']?\s*((?:https?:)?\/\/[^"'\s>]+)/gi

const FENCE = /^\s{0,3}(`{3,}|~{3,})/

/**
 * Scans markdown text line by line, skipping fenced code and inline code spans, for tags like
 * `<img src="https://…">`, `<iframe src="//…">` or `<script src=…>` that point at another host.
 * (`<a href>` is a link the reader chooses to follow, so it is not reported.)
 */
export function findForeignAssets(text: string): ForeignAsset[] {
  const found: ForeignAsset[] = []
  let fence: string | undefined
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const marker = FENCE.exec(line)?.[1]
    if (marker) {
      if (fence === undefined) fence = marker[0].repeat(marker.length)
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined
      continue
    }
    if (fence !== undefined) continue
    const prose = line.replace(/(`+)[^`]*?\1/g, '')
    for (const match of prose.matchAll(LOADING_TAG)) {
      const end = prose.indexOf('>', match.index)
      const tag = prose.slice(match.index, end < 0 ? undefined : end + 1)
      if (match[1].toLowerCase() === 'link' && !/rel\s*=\s*["']?(stylesheet|preload|icon)/i.test(tag)) {
        continue
      }
      found.push({ line: i + 1, tag: match[1].toLowerCase(), url: match[2] })
    }
  }
  return found
}
