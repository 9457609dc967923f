// The first page the app shows, and what it takes over from the first paint (the reader's place
// in its text): one per boot, provided by main.tsx, taken by <Markdown> when it first fills a page.

import { createContext } from 'react'
import type { FirstShow } from './keep-place-on-replace'

/** Undefined where no app boot provides one (tests that render a page alone). */
export const FirstShowContext = createContext<FirstShow | undefined>(undefined)
