// The dark-mode control: cycles the preferences the site's darkmode setting allows.

import type { DarkMode } from '../../manifest/types'
import { hasColorControl } from '../lib/color-mode'
import { useColorMode } from '../hooks/use-color-mode'
import { Icon } from './Icon'

const LABELS = { light: 'Light mode', dark: 'Dark mode', auto: 'Follow system colour scheme' }
const ICONS = { light: 'sun', dark: 'moon', auto: 'auto' }

/** Renders nothing in the forced modes (disable/enable/auto) but still applies them. */
export function ColorModeButton({ mode }: { mode: DarkMode }) {
  const { preference, cycle } = useColorMode(mode)
  if (!hasColorControl(mode)) return null
  return (
    <button
      type="button"
      className="icon-button color-mode-button"
      onClick={cycle}
      title={`${LABELS[preference]} (click to change)`}
      aria-label={`Colour scheme: ${LABELS[preference]}. Change`}
      data-mode={preference}
    >
      <Icon name={ICONS[preference]} />
    </button>
  )
}
