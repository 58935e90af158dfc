import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FFMPEG, LOCATION, makeVideo, probeVideo, XYZ_ATOM } from '../../test/video-fixtures';
import {
  createVideoProcessor,
  ffmpegRuns,
  ffprobeBeside,
  type VideoOptions,
  videoProcessorFromConfig,
  videosOffNotice,
} from './video';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-video-test-'));
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

const options: VideoOptions = {
  ffmpegPath: FFMPEG,
  ffprobePath: ffprobeBeside(FFMPEG),
  timeoutMs: 60_000,
  concurrency: 1,
  maxWaiting: 5,
  tmpDir,
};

/** A stand-in for ffmpeg that never finishes (to reach the time limit and fill the queue). */
function hangingTool(): string {
  const file = path.join(tmpDir, 'hang.sh');
  fs.writeFileSync(file, '#!/bin/sh\nexec sleep 600\n', { mode: 0o755 });
  return file;
}

describe('video processor', () => {
  it('re-muxes a phone MP4 (H.264/AAC) without its ©xyz location or any other tag', async () => {
    const input = makeVideo({ container: 'mp4', location: true });
    expect(input.includes(XYZ_ATOM)).toBe(true);
    expect(input.includes(LOCATION)).toBe(true);
    const result = await createVideoProcessor(options).process(input, 'mp4');
    if (!result.ok) throw new Error(result.reason);
    const { video } = result;
    expect(video.remuxed).toBe(true);
    expect(video.data.includes(XYZ_ATOM)).toBe(false);
    expect(video.data.includes(LOCATION)).toBe(false);
    expect(video.data.includes('LeakyPhone')).toBe(false);
    const probe = probeVideo(video.data);
    expect(probe.format.tags?.location).toBeUndefined();
    expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
    // +faststart: the moov box comes before the media data.
    expect(video.data.indexOf('moov')).toBeLessThan(video.data.indexOf('mdat'));
    expect([video.width, video.height]).toEqual([160, 120]);
    expect((await sharp(video.poster.data).metadata()).format).toBe('webp');
    expect(video.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(fs.readdirSync(tmpDir).filter((f) => f.startsWith('campus-video-'))).toEqual([]);
  });

  it.each(['mov', 'avi'] as const)(
    'transcodes %s (MPEG-4) to MP4 H.264/AAC with a poster',
    async (container) => {
      const input = makeVideo({ container, location: container === 'mov' });
      const result = await createVideoProcessor(options).process(input, container);
      if (!result.ok) throw new Error(result.reason);
      expect(result.video.remuxed).toBe(false);
      expect(result.video.data.includes(XYZ_ATOM)).toBe(false);
      const probe = probeVideo(result.video.data);
      expect(probe.format.format_name).toContain('mp4');
      expect(probe.streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
      expect(result.video.poster.width).toBe(160);
    },
  );

  it('refuses bytes that are not a video, and removes its temp files', async () => {
    const mp4Header = makeVideo({ container: 'mp4' }).subarray(0, 200);
    const result = await createVideoProcessor(options).process(mp4Header, 'mp4');
    expect(result).toEqual({ ok: false, reason: 'invalid' });
    expect(fs.readdirSync(tmpDir).filter((f) => f.startsWith('campus-video-'))).toEqual([]);
  });

  it('stops a run past its time limit, and refuses work beyond the queue', async () => {
    const hang = hangingTool();
    const processor = createVideoProcessor({
      ...options,
      ffprobePath: hang,
      timeoutMs: 1000,
      maxWaiting: 0,
    });
    const input = makeVideo({ container: 'mp4' });
    const first = processor.process(input, 'mp4');
    // The only slot is taken and nothing may wait: refused at once.
    expect(await processor.process(input, 'mp4')).toEqual({ ok: false, reason: 'busy' });
    expect(await first).toEqual({ ok: false, reason: 'timeout' });
    expect(fs.readdirSync(tmpDir).filter((f) => f.startsWith('campus-video-'))).toEqual([]);
  });

  it('says which setting to change when ffmpeg is missing', async () => {
    const processor = createVideoProcessor({ ...options, ffprobePath: '/nonexistent/ffprobe' });
    await expect(processor.process(makeVideo({ container: 'mp4' }), 'mp4')).rejects.toThrow(/FFMPEG_PATH/);
  });

  it('finds ffprobe beside ffmpeg', () => {
    expect(ffprobeBeside('/usr/bin/ffmpeg')).toBe('/usr/bin/ffprobe');
    expect(ffprobeBeside('ffmpeg')).toBe('ffprobe');
    expect(ffprobeBeside('./bin/ffmpeg')).toBe('bin/ffprobe');
  });

  it('checks at start-up that ffmpeg and ffprobe run; without them videos are off, with a hint', async () => {
    expect(await ffmpegRuns(FFMPEG)).toBe(true);
    expect(await ffmpegRuns('/nonexistent/ffmpeg')).toBe(false);
    const config = { FFMPEG_PATH: '/nonexistent/ffmpeg', VIDEO_TIMEOUT_MS: 1000, VIDEO_CONCURRENCY: 1 };
    const off = await videoProcessorFromConfig(config);
    expect(off.enabled).toBe(false);
    expect(await off.process(makeVideo({ container: 'mp4' }), 'mp4')).toEqual({ ok: false, reason: 'off' });
    expect((await videoProcessorFromConfig({ ...config, FFMPEG_PATH: FFMPEG })).enabled).toBe(true);
    expect(videosOffNotice('/nonexistent/ffmpeg')).toMatch(
      /^Videos are off: .*apt-get install -y ffmpeg.*FFMPEG_PATH/,
    );
    expect(videosOffNotice('ffmpeg')).not.toContain('\n');
  });
});
