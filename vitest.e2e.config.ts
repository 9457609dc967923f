// Browser tests: Playwright (playwright-core + Debian's /usr/bin/chromium) against the real built and served site.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for its condition; one second (the default) is a timing bet on a busy
    // two-core machine (a dev rebuild after a file change, a widget's lazy chunk).
    expect: { poll: { timeout: 15_000 } },
  },
})
