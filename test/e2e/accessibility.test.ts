// axe-core in Chromium: no serious or critical violations (contrast included) on the views a
// reader meets, in light and dark, on a wide and a phone-sized screen.

import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'
import { viewSettled } from './browser'

/** A view: the page to open and what to do before checking. */
interface View {
  name: string
  path: string
  /** Readies the view (opens a dialog…); returns the part to check, default the whole page. */
  prepare?: (page: Page, mobile: boolean) => Promise<string | void>
}

const VIEWS: View[] = [
  { name: 'home', path: '' },
  { name: 'ordinary page', path: 'manual/jobs/job-options' },
  { name: 'api/', path: 'api/' },
  { name: 'tabs and code tabs', path: 'manual/jobs/job-options' },
  { name: 'widgets (catalog)', path: 'administration/install/' },
  { name: 'widgets (PDF, image)', path: 'administration/cluster/' },
  {
    name: 'API explorer, an operation open',
    path: 'api/openapi-explorer',
    prepare: async (page) => {
      await page.locator('.openapi-explorer[data-openapi-state="shown"]').waitFor({ timeout: 20_000 })
      const head = page.locator('rapi-doc').locator('[id="post-/job/-id-/run"] summary.endpoint-head')
      await head.click()
      await expect.poll(() => head.getAttribute('aria-expanded')).toBe('true')
    },
  },
  { name: '404', path: 'no/such/page' },
  {
    name: 'search with results',
    path: 'manual/jobs/job-options',
    prepare: async (page) => {
      await page.keyboard.press('/')
      await page.locator('input.search-input').fill('job options')
      await page.locator('.search-hit').first().waitFor()
    },
  },
  {
    name: 'mobile drawer',
    path: 'manual/jobs/job-options',
    prepare: async (page, mobile) => {
      if (!mobile) return
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.locator('#site-drawer').waitFor({ state: 'visible' })
    },
  },
  {
    name: 'offline panel',
    path: 'manual/jobs/job-options',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Make available offline' }).click()
      await page.getByRole('dialog', { name: 'Offline copy' }).waitFor()
    },
  },
]

const SCREENS = [
  { name: '1366', viewport: { width: 1366, height: 900 }, mobile: false },
  { name: '390', viewport: { width: 390, height: 844 }, mobile: true },
]
const SCHEMES = ['light', 'dark'] as const

describe('accessibility (axe)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const scheme of SCHEMES) {
    for (const screen of SCREENS) {
      it(`${scheme}, ${screen.name} px: no serious or critical violations`, async () => {
        const found: string[] = []
        for (const view of VIEWS) {
          const { page, errors } = await openSitePage(browser, view.path, {
            viewport: screen.viewport,
            isMobile: screen.mobile,
            hasTouch: screen.mobile,
            colorScheme: scheme,
            reducedMotion: 'reduce',
          })
          await page.waitForLoadState('networkidle')
          await viewSettled(page)
          await view.prepare?.(page, screen.mobile)
          const theme = await page.evaluate(
            () => document.documentElement.dataset.theme ?? document.documentElement.className,
          )
          expect(theme, `${view.name} is in ${scheme} mode`).toContain(scheme)
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
          for (const v of result.violations) {
            if (v.impact !== 'serious' && v.impact !== 'critical') continue
            const targets = v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join('; ')
            found.push(`${view.name}: ${v.id} (${v.impact}) ${v.nodes.length}× — ${targets}`)
          }
          // An experimental rule (not among the tags above), asked for by name: a control's visible
          // text is part of its accessible name, so speech users can say what they see.
          const named = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze()
          for (const v of named.violations) {
            found.push(
              `${view.name}: ${v.id} ${v.nodes.length}× — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`,
            )
          }
          expect(errors, view.name).toEqual([])
          await page.context().close()
        }
        expect(found).toEqual([])
      }, 240_000)
    }
  }
})
