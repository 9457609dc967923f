// Stream type detection on real playlist texts: VOD, live, live with a DVR window, DASH.

import { describe, expect, it } from 'vitest'
import {
  dashStreamType,
  detectStreamType,
  firstVariant,
  hlsStreamType,
  streamKind,
} from '../../../../app/widgets/video/stream-type'

const media = (lines: string[]) => ['#EXTM3U', '#EXT-X-VERSION:3', ...lines, '#EXTINF:10.0,', 'seg0.ts'].join('\n')
const VOD = media(['#EXT-X-TARGETDURATION:10', '#EXT-X-PLAYLIST-TYPE:VOD']) + '\n#EXT-X-ENDLIST'
const LIVE = media(['#EXT-X-TARGETDURATION:6', '#EXT-X-MEDIA-SEQUENCE:42'])
const DVR = media(['#EXT-X-TARGETDURATION:10', '#EXT-X-DVR-ENABLED:true'])
const DISCONTINUITY = media(['#EXT-X-TARGETDURATION:12', '#EXT-X-DISCONTINUITY'])
const SHORT_DVR = media(['#EXT-X-TARGETDURATION:6', '#EXT-X-DVR-ENABLED:true'])
const MASTER =
  '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\nlow/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=2000000\nhigh/index.m3u8\n'

describe('stream type', () => {
  it('knows HLS and DASH sources by extension or type', () => {
    expect(streamKind('/m/a.m3u8?x=1')).toBe('hls')
    expect(streamKind('/m/a', 'application/vnd.apple.mpegurl')).toBe('hls')
    expect(streamKind('/m/a.mpd')).toBe('dash')
    expect(streamKind('/m/a.mp4', 'video/mp4')).toBeUndefined()
  })

  it('classifies HLS media playlists', () => {
    expect(hlsStreamType(VOD)).toBe('on-demand')
    expect(hlsStreamType(LIVE)).toBe('live')
    expect(hlsStreamType(DVR)).toBe('live:dvr')
    expect(hlsStreamType(DISCONTINUITY)).toBe('live:dvr')
    expect(hlsStreamType(SHORT_DVR)).toBe('live')
    expect(hlsStreamType('<html>')).toBe('unknown')
  })

  it('classifies DASH manifests by their type', () => {
    expect(dashStreamType('<?xml version="1.0"?><MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">')).toBe(
      'on-demand',
    )
    expect(dashStreamType('<MPD type="dynamic" availabilityStartTime="2026-01-01T00:00:00Z">')).toBe('live')
    expect(dashStreamType('not xml')).toBe('unknown')
  })

  it('follows a master playlist to its first variant', async () => {
    expect(firstVariant(MASTER, 'http://h/m/master.m3u8')).toBe('http://h/m/low/index.m3u8')
    const files: Record<string, string> = { 'http://h/m/master.m3u8': MASTER, 'http://h/m/low/index.m3u8': DVR }
    const fetchText = async (url: string) => files[url]
    await expect(detectStreamType('http://h/m/master.m3u8', '', fetchText)).resolves.toBe('live:dvr')
    await expect(detectStreamType('http://h/m/missing.m3u8', '', fetchText)).resolves.toBe('unknown')
    await expect(detectStreamType('http://h/m/a.mp4', 'video/mp4', fetchText)).resolves.toBe('on-demand')
  })
})
