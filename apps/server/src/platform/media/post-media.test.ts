import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPostUpload } from './post-media';
import type { VideoProcessor } from './video';

const noVideos: VideoProcessor = { process: async () => null } as unknown as VideoProcessor;

/** A JPEG `width` × `height` as stored, with an EXIF orientation and GPS-like metadata. */
const jpeg = (width: number, height: number, orientation?: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

describe('a post photo', () => {
  it('becomes upright WebP variants up to 1600 px wide, never enlarged, without metadata', async () => {
    const result = await processPostUpload(await jpeg(2400, 1200, 6), noVideos);
    expect(result?.kind).toBe('image');
    if (result?.kind !== 'image') return;
    // Orientation 6 turns the 2400 × 1200 stored pixels into a 1200 × 2400 portrait.
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 640],
      [640, 1280],
      [1080, 2160],
      [1200, 2400],
    ]);
    expect([result.width, result.height]).toEqual([1200, 2400]);
    const meta = await sharp(result.variants[0]!.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(result.placeholder).toMatch(/^data:image\/webp;base64,/);
  });

  it('is refused when it does not decode', async () => {
    const good = await jpeg(800, 600);
    const broken = Buffer.concat([good.subarray(0, 400), Buffer.alloc(200)]);
    expect(await processPostUpload(broken, noVideos)).toBeNull();
  });
});
