import fs from 'node:fs';
import os from 'node:os';
import { POST_FILE_TYPES } from '@campus/domain';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import phash from 'sharp-phash';
import { lowerHelperThreadsPriority } from './helper-threads';
import { createJobQueue } from './job-queue';
import type { VideoContainer, VideoProcessor } from './video';

/** Widths of the WebP variants of a post photo (never enlarged; the largest is capped at 1600). */
export const VARIANT_WIDTHS = [320, 640, 1080, 1600] as const;

/**
 * At most this many photos are prepared at once (one core left to the event loop and PostgreSQL
 * on a small machine), each on one libvips thread at the lowest CPU priority (helper-threads.ts); this many more wait, and beyond them an upload
 * is refused as busy. A 12-megapixel photo takes well under a second.
 */
const IMAGE_JOBS = Math.max(1, os.availableParallelism() - 1);
const IMAGE_WAITING = 40;
sharp.concurrency(1);
const imageJobs = createJobQueue(IMAGE_JOBS, IMAGE_WAITING);

export interface ProcessedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export type ProcessedUpload =
  | {
      kind: 'image';
      contentType: 'image/webp';
      width: number;
      height: number;
      variants: ProcessedVariant[];
      placeholder: string;
      /** The photo's 64-bit perceptual hash as 0s and 1s (sharp-phash), for reused housing photos. */
      photoHash: string;
    }
  | {
      kind: 'video';
      contentType: 'video/mp4';
      ext: 'mp4';
      width: number;
      height: number;
      data: Buffer;
      /** The poster frame (WebP), kept as the video's one variant. */
      poster: ProcessedVariant;
      placeholder: string;
    }
  /**
   * A video that could not be prepared in time, or on a server without ffmpeg ('off'), or a photo or
   * video while too many others wait.
   */
  | { kind: 'refused'; reason: 'timeout' | 'busy' | 'off'; media: 'image' | 'video' };

const CONTAINERS: Record<string, VideoContainer> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/vnd.avi': 'avi',
};

/**
 * Judges an upload by its content and prepares it: a photo becomes WebP variants with no metadata
 * (EXIF, GPS) and a tiny placeholder; a video becomes an MP4 without metadata and a poster frame
 * (platform/media/video.ts). Null for anything else ('Only photos & videos are allowed!'). The upload
 * is its bytes or the path of the file that holds them (the upload route's: libvips then reads the
 * photo itself, and no Buffer of it waits on the JS heap for its turn).
 */
export async function processPostUpload(
  input: Buffer | string,
  videos: VideoProcessor,
): Promise<ProcessedUpload | null> {
  const type = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  const kind = type ? POST_FILE_TYPES[type.mime] : undefined;
  if (!type || !kind) return null;
  if (kind === 'video') {
    if (!videos.enabled) return { kind: 'refused', reason: 'off', media: 'video' };
    const container = CONTAINERS[type.mime];
    const data = typeof input === 'string' ? await fs.promises.readFile(input) : input;
    const result = container ? await videos.process(data, container) : null;
    if (!result) return null;
    if (!result.ok)
      return result.reason === 'invalid' ? null : { kind: 'refused', reason: result.reason, media: 'video' };
    const { video } = result;
    return {
      kind,
      contentType: 'video/mp4',
      ext: 'mp4',
      width: video.width,
      height: video.height,
      data: video.data,
      poster: video.poster,
      placeholder: video.placeholder,
    };
  }
  const result = await imageJobs(async () => {
    // The threads that prepare the photo yield to the event loop and PostgreSQL (helper-threads.ts);
    // again after it, for the threads libvips started during it.
    lowerHelperThreadsPriority();
    try {
      return await processImage(input, type.mime);
    } finally {
      lowerHelperThreadsPriority();
    }
  });
  return result === 'busy' ? { kind: 'refused', reason: 'busy', media: 'image' } : result;
}

/**
 * The WebP variants and placeholder of a photo, upright, without metadata; null when it is not a
 * readable image. The size comes from the header alone, and each variant is decoded at the scale it
 * needs (a JPEG shrinks while loading), never the full-size image.
 */
async function processImage(input: Buffer | string, mime: string): Promise<ProcessedUpload | null> {
  try {
    const animated = mime === 'image/gif' || mime === 'image/webp';
    const source = () => sharp(input, { animated, limitInputPixels: 60_000_000, failOn: 'error' }).rotate();
    const meta = await sharp(input, { animated, limitInputPixels: 60_000_000, failOn: 'error' }).metadata();
    const fullWidth = meta.autoOrient?.width ?? meta.width;
    const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, fullWidth)))];
    const variants: ProcessedVariant[] = [];
    for (const width of widths) {
      const { data: out, info } = await source()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.pageHeight ?? info.height, data: out });
    }
    const tiny = await sharp(input, { failOn: 'error' })
      .rotate()
      .resize({ width: 16 })
      .webp({ quality: 40 })
      .toBuffer();
    const largest = variants.at(-1)!;
    // From the smallest variant: a 32×32 greyscale DCT, the same for a re-encoded or resized copy.
    const photoHash = await phash(variants[0]!.data);
    return {
      kind: 'image',
      contentType: 'image/webp',
      width: largest.width,
      height: largest.height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
      photoHash,
    };
  } catch {
    return null;
  }
}
