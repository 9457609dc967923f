// The dark-mode control: cycles the preferences the site's darkmode setting allows.

import type { DarkMode } from '../../manifest/types'
import { hasColorControl } from '../lib/color-control'
import { useColorMode } from '../hooks/use-color-mode'
import { useUiText } from '../hooks/use-site'
import { Icon } from './Icon'

const ICONS = { light: 'sun', dark: 'moon', auto: 'auto' }

/** Renders nothing in the forced modes (disable/enable/auto) but still applies them. */
export function ColorModeButton({ mode }: { mode: DarkMode }) {
  const { preference, cycle } = useColorMode(mode)
  const text = useUiText()
  if (!hasColorControl(mode)) return null
  return (
    <button
      type="button"
      className="icon-button color-mode-button"
      onClick={cycle}
      title={text('colorMode.title', { mode: text(`colorMode.${preference}`) })}
      aria-label={text('colorMode.label', { mode: text(`colorMode.${preference}`) })}
      data-mode={preference}
    >
      <Icon name={ICONS[preference]} />
    </button>
  )
}
