// Back-to-top button, shown once the page is scrolled more than 100 px.

import { useEffect, useState } from 'react'
import { useUiText } from '../hooks/use-site'
import { Icon } from './Icon'

/** Scroll distance after which the button appears. */
const BACK_TO_TOP_THRESHOLD = 100

/** The floating back-to-top button. */
export function BackToTop() {
  const text = useUiText()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return (
    <button
      type="button"
      className={`back-to-top${visible ? ' visible' : ''}`}
      aria-label={text('backToTop')}
      title={text('backToTop')}
      hidden={!visible}
      // Instant: a smooth scroll can be cut short by content still settling (images, widgets).
      onClick={() => window.scrollTo({ top: 0, behavior: 'instant' })}
    >
      <Icon name="arrow-up" />
    </button>
  )
}
