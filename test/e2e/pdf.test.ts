// <PDF/> in Chromium: the built-in viewer shows our own PDF at its page, full screen in and out,
// and the errors of a missing file and of a browser without a PDF viewer.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'

const PAGE = 'administration/cluster/'

describe('PDF viewer', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows the PDF in a frame at its page, with a download link; full screen goes in and out', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, PAGE)
    const box = page.locator('.pdf-viewer')
    await box.locator('.pdf-viewer-frame').waitFor()
    await expect.poll(() => box.getAttribute('data-pdf-state')).toBe('shown')
    const src = await box.locator('.pdf-viewer-frame').getAttribute('src')
    expect(src).toBe('/docs/assets/files/cluster-readiness-checklist.pdf#page=1')
    const ratio = await box
      .locator('.pdf-viewer-frame')
      .evaluate((el) => el.getBoundingClientRect().width / el.getBoundingClientRect().height)
    expect(ratio).toBeCloseTo(4 / 3, 1)
    // The file behind the frame is a PDF the server sends as one.
    const pdf = await page.request.get(new URL(src!, page.url()).href)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await expect(box.locator('.pdf-viewer-download').getAttribute('href')).resolves.toBe(
      '/docs/assets/files/cluster-readiness-checklist.pdf',
    )

    const toggle = box.getByRole('button', { name: 'Full screen' })
    await toggle.click()
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toContain('pdf-viewer')
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    await toggle.focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull()
    await expect.poll(() => toggle.textContent()).toBe('Full screen')
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false')
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('says so in the box and the console when the PDF cannot be loaded', async () => {
    const { page, errors } = await openSitePage(browser, PAGE)
    await page.route('**/cluster-readiness-checklist.pdf', (route) => route.fulfill({ status: 404, body: 'missing' }))
    await page.reload()
    await page.locator('.pdf-viewer[data-pdf-state="error"]').waitFor()
    await expect(page.locator('.pdf-viewer-error').textContent()).resolves.toBe('The PDF could not be loaded.')
    await expect(page.locator('.pdf-viewer-download').count()).resolves.toBe(1)
    expect(errors).toContain('PDF link is not accessible.')
    await page.context().close()
  })

  it('offers the download where the browser cannot embed PDFs', async () => {
    const { page, errors } = await openSitePage(browser, PAGE)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'pdfViewerEnabled', { get: () => false }))
    await page.reload()
    await page.locator('.pdf-viewer[data-pdf-state="error"]').waitFor()
    await expect(page.locator('.pdf-viewer-error').textContent()).resolves.toBe(
      'This browser cannot show PDFs inside the page.',
    )
    await expect(page.locator('.pdf-viewer-frame').count()).resolves.toBe(0)
    await expect(page.locator('.pdf-viewer-download').getAttribute('href')).resolves.toContain('.pdf')
    expect(errors).toContain('This browser does not support embedded PDFs')
    await page.context().close()
  })
})
