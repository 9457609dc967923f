// Fails early with a clear message when the browser tests cannot run on this machine (no
// Chromium, or no ffmpeg for the video test media).
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Browser tests need Chromium at ${chromium}. On Debian: apt-get install chromium ` +
      '(or set CHROMIUM_PATH). .ci/run installs it automatically.',
  )
  process.exit(1)
}
const path = (process.env.PATH ?? '').split(':')
if (!path.some((dir) => existsSync(`${dir}/ffmpeg`))) {
  console.error(
    'Browser tests need ffmpeg (test media for the video player). On Debian: apt-get install ffmpeg. .ci/run installs it automatically.',
  )
  process.exit(1)
}
