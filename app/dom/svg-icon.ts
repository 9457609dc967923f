// An icon of ICON_PATHS as an inline SVG element, for widgets that build their markup without React
// (components/Icon.tsx draws the same icons in React).

import { ICON_PATHS } from '../../manifest/ui/icons'

const SVG = 'http://www.w3.org/2000/svg'

/** The icon `name` as a decorative SVG (hidden from assistive technology); undefined if unknown. */
export function svgIcon(name: string, attributes: Record<string, string> = {}): SVGSVGElement | undefined {
  const paths = ICON_PATHS[name]
  if (!paths) return undefined
  const svg = document.createElementNS(SVG, 'svg')
  const all = { viewBox: '0 0 24 24', 'aria-hidden': 'true', ...attributes }
  for (const [key, value] of Object.entries(all)) svg.setAttribute(key, value)
  for (const d of paths) {
    const path = document.createElementNS(SVG, 'path')
    path.setAttribute('d', d)
    svg.append(path)
  }
  return svg
}
