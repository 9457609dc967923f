// Unit and integration tests (Node). Browser behaviour is tested by test/e2e with Playwright.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 60_000,
    // Several suites build docs-src (724 pages) in beforeAll: seconds alone, more on a busy machine.
    hookTimeout: 60_000,
  },
})
