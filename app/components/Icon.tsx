// One inline SVG icon by name; image paths render as <img>; unknown names render nothing.

import { ICON_PATHS, iconName } from '../../manifest/ui/icons'

/** Props: a Font Awesome-style name, or an image path already resolved to a URL. */
export interface IconProps {
  name: string
  className?: string
  /** Accessible label; without it the icon is decorative. */
  label?: string
}

/** Renders the icon, or nothing when the name is unknown (no broken boxes). */
export function Icon({ name, className, label }: IconProps) {
  if (/[/.]/.test(name)) {
    return <img className={`icon icon-img ${className ?? ''}`} src={name} alt={label ?? ''} />
  }
  const paths = ICON_PATHS[iconName(name)]
  if (!paths) return null
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
