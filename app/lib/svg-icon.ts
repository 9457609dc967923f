// An icon of ICON_PATHS as an inline SVG element, for widgets that build their markup without React
// (components/Icon.tsx draws the same icons in React).

import { ICON_PATHS } from './icons'

const SVG = 'http://www.w3.org/2000/svg'

/** Each icon drawn once per set of attributes; later uses copy it (a page may have thousands). */
const drawn = new Map<string, SVGSVGElement>()

/** The icon `name` as a decorative SVG (hidden from assistive technology); undefined if unknown. */
export function svgIcon(name: string, attributes: Record<string, string> = {}): SVGSVGElement | undefined {
  const paths = ICON_PATHS[name]
  if (!paths) return undefined
  const key = `${name} ${JSON.stringify(attributes)}`
  let icon = drawn.get(key)
  if (!icon) {
    icon = document.createElementNS(SVG, 'svg')
    const all = { viewBox: '0 0 24 24', 'aria-hidden': 'true', ...attributes }
    for (const [attribute, value] of Object.entries(all)) icon.setAttribute(attribute, value)
    for (const d of paths) {
      const path = document.createElementNS(SVG, 'path')
      path.setAttribute('d', d)
      icon.append(path)
    }
    drawn.set(key, icon)
  }
  return icon.cloneNode(true) as SVGSVGElement
}
