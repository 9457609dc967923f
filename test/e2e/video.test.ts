// <VidStack/> in Chromium with media made by ffmpeg during the run: an MP4 plays and reports
// progress, HLS and DASH sources get their stream type, a missing file shows the media error, and
// a YouTube video loads nothing until asked (only a link on an air-gapped site).

import { execFile } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openSitePage } from './app-helpers'
import { openWatchedPage } from './browser'
import { startTempSite, type TempSite } from './temp-site'

const run = promisify(execFile)

/** Widgets load lazily, a player's script after the page: wait for the condition, not a second. */
const WIDGET_WAIT = { timeout: 15_000 }

const liveLines = (target: number, extra: string[]) =>
  [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${target}`,
    '#EXT-X-MEDIA-SEQUENCE:7',
    ...extra,
    `#EXTINF:${target}.0,`,
    'vod/index0.ts',
    '',
  ].join('\n')

const PAGE = `---
title: Video widget
---

# Video widget

<VidStack src="/assets/media/clip.mp4" title="Test pattern" poster="/assets/media/poster.jpg"/>

<VidStack src="/assets/media/master.m3u8" title="HLS on demand"/>

<VidStack src="/assets/media/live-dvr.m3u8" title="Live with a window"/>

<VidStack src="/assets/media/live.m3u8" title="Live"/>

<VidStack src="/assets/media/dash/static.mpd" title="DASH"/>
`

const MISSING = `---
title: Missing video
---

# Missing video

<VidStack src="/assets/media/nothing-here.mp4" title="Missing"/>
`

describe('video', () => {
  let site: TempSite
  let browser: Browser

  beforeAll(async () => {
    site = await startTempSite('/docs/', { hosting: 'air-gapped' })
    const media = path.join(site.src, 'assets/media')
    await mkdir(path.join(media, 'vod'), { recursive: true })
    const ffmpeg = (args: string[]) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args])
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x180:rate=15',
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      path.join(media, 'clip.mp4'),
    ])
    await ffmpeg(['-i', path.join(media, 'clip.mp4'), '-frames:v', '1', path.join(media, 'poster.jpg')])
    await ffmpeg([
      '-i',
      path.join(media, 'clip.mp4'),
      '-c',
      'copy',
      '-f',
      'hls',
      '-hls_time',
      '1',
      '-hls_playlist_type',
      'vod',
      path.join(media, 'vod/index.m3u8'),
    ])
    await writeFile(
      path.join(media, 'master.m3u8'),
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x180\nvod/index.m3u8\n',
    )
    await writeFile(path.join(media, 'live-dvr.m3u8'), liveLines(10, ['#EXT-X-DVR-ENABLED:true']))
    await writeFile(path.join(media, 'live.m3u8'), liveLines(6, []))
    await mkdir(path.join(media, 'dash'))
    await ffmpeg(['-i', path.join(media, 'clip.mp4'), '-c', 'copy', '-f', 'dash', path.join(media, 'dash/static.mpd')])
    await writeFile(path.join(site.src, 'video-widget.md'), PAGE)
    await writeFile(path.join(site.src, 'video-missing.md'), MISSING)
    await site.rebuild()
    browser = await launchBrowser()
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await site?.close()
  })

  it('plays an MP4 with plyr, reports progress, and detects the stream type of HLS and DASH sources', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.goto(site.url + 'video-widget')
    const players = page.locator('.docs-widget[data-widget="video"]')
    await expect.poll(() => players.count(), WIDGET_WAIT).toBe(5)
    const clip = players.nth(0)
    await clip.locator('.plyr').waitFor()
    await clip.locator('button[data-plyr="play"]').first().click()
    await expect.poll(() => clip.getAttribute('data-video-state'), { timeout: 15_000 }).toBe('playing')
    await expect
      .poll(() => clip.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5)
    // The icons come from our build (the sprite plyr would fetch from a CDN by default).
    const icon = await clip
      .locator('svg use')
      .first()
      .evaluate((use) => use.getAttribute('href') ?? use.getAttribute('xlink:href'))
    expect(icon).toMatch(/^(http:\/\/127\.0\.0\.1:\d+\/docs\/_app\/assets\/plyr-[A-Z0-9]+\.svg)?#plyr-/)
    // The sprite answers (an SVG <use> to a missing file fails silently).
    if (icon && !icon.startsWith('#')) expect((await page.request.get(icon.split('#')[0]!)).status()).toBe(200)
    await expect.poll(() => players.nth(1).getAttribute('data-stream-type'), WIDGET_WAIT).toBe('on-demand')
    await expect.poll(() => players.nth(2).getAttribute('data-stream-type'), WIDGET_WAIT).toBe('live:dvr')
    await expect.poll(() => players.nth(3).getAttribute('data-stream-type'), WIDGET_WAIT).toBe('live')
    await expect.poll(() => players.nth(4).getAttribute('data-stream-type'), WIDGET_WAIT).toBe('on-demand')
    await expect(players.nth(2).locator('.video-live').textContent()).resolves.toBe('Live, with rewind')
    // No browser plays DASH itself: dash.js, loaded for this page, reads the manifest and metadata.
    await expect.poll(() => players.nth(4).getAttribute('data-video-engine'), WIDGET_WAIT).toBe('dash.js')
    await expect.poll(() => players.nth(4).getAttribute('data-video-state'), { timeout: 15_000 }).toBe('ready')
    // The playing video owns the system's media controls, under its title.
    await expect(page.evaluate(() => navigator.mediaSession.metadata?.title)).resolves.toBe('Test pattern')
    expect(errors.filter((e) => !/Failed to load resource: the server responded/.test(e))).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('plays HLS through hls.js where the browser cannot play it itself', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.addInitScript(() => {
      const native = HTMLMediaElement.prototype.canPlayType
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? '' : native.call(this, type)
      }
    })
    await page.goto(site.url + 'video-widget')
    const hls = page.locator('.docs-widget[data-widget="video"]').nth(1)
    await expect.poll(() => hls.getAttribute('data-video-engine'), WIDGET_WAIT).toBe('hls.js')
    await hls.locator('button[data-plyr="play"]').first().click()
    await expect
      .poll(() => hls.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5)
    await expect.poll(() => hls.getAttribute('data-stream-type')).toBe('on-demand')
    expect(errors.filter((e) => !/Failed to load resource: the server responded/.test(e))).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('a page with only an MP4 loads neither stream player', async () => {
    const { page, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(site.url + 'video-missing')
    await expect
      .poll(() => page.locator('.docs-widget[data-widget="video"]').getAttribute('data-video-state'), {
        timeout: 15_000,
      })
      .toBe('error')
    await page.waitForLoadState('networkidle')
    expect(scripts.some((s) => /\/local-player-/.test(s))).toBe(true)
    expect(scripts.filter((s) => /\/(hls|dash)/.test(s))).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('shows the media error in the player when no source can play', async () => {
    const { page, errors } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.goto(site.url + 'video-missing')
    const player = page.locator('.docs-widget[data-widget="video"]')
    await expect.poll(() => player.getAttribute('data-video-state'), { timeout: 15_000 }).toBe('error')
    await expect(player.locator('.video-error').textContent()).resolves.toBe('Failed to load resource.')
    expect(errors.some((e) => e.includes('Failed to load resource. (code 4)'))).toBe(true)
    await page.context().close()
  })

  it('an air-gapped site shows a YouTube video as a link only', async () => {
    const { page, errors, foreignRequests } = await openWatchedPage(browser, new URL(site.url).origin)
    await page.goto(site.url + 'history/5_x/version-5.6.0')
    const widget = page.locator('.docs-widget[data-widget="video"]')
    await expect.poll(() => widget.getAttribute('data-video-state'), WIDGET_WAIT).toBe('link')
    await expect(widget.locator('a.video-remote-link').getAttribute('href')).resolves.toBe(
      'https://www.youtube.com/watch?v=AVf0Pwafza0',
    )
    await expect(widget.locator('button').count()).resolves.toBe(0)
    expect(errors).toEqual([])
    expect(foreignRequests).toEqual([])
    await page.context().close()
  })

  it('loads nothing from YouTube until the reader asks, then the privacy-enhanced player', async () => {
    const { page, errors, foreignRequests } = await openSitePage(browser, 'history/5_x/version-5.6.0')
    // The embed host is not reachable here: answer it locally so the click has something to load.
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    )
    const widget = page.locator('.docs-widget[data-widget="video"]')
    await expect.poll(() => widget.getAttribute('data-video-state'), WIDGET_WAIT).toBe('card')
    await page.waitForLoadState('networkidle')
    expect(foreignRequests).toEqual([])
    await widget.getByRole('button', { name: 'Load video from youtube.com' }).click()
    const frame = widget.locator('iframe.video-remote-frame')
    await frame.waitFor()
    await expect(frame.getAttribute('src')).resolves.toBe(
      'https://www.youtube-nocookie.com/embed/AVf0Pwafza0?autoplay=1',
    )
    await expect.poll(() => foreignRequests.length, WIDGET_WAIT).toBeGreaterThan(0)
    expect(foreignRequests.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
