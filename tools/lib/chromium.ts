// One way to start Debian's Chromium through playwright-core, for benches and browser tests.

import { chromium, type Browser } from 'playwright-core'

/** Path of the system Chromium; never a downloaded browser. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with the flags this closed network needs: without the
 * background-networking ones Chromium keeps trying (and failing) to reach its own services.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}
