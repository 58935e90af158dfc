import { POST_FILE_TYPES } from '@campus/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Widths of the WebP variants of a post photo (never enlarged; the largest is capped at 1600). */
export const VARIANT_WIDTHS = [320, 640, 1080, 1600] as const;

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
    }
  | { kind: 'video'; contentType: string; ext: string; width: number; height: number; data: Buffer };

/**
 * Judges an upload by its content and prepares it: a photo becomes WebP variants with no metadata
 * (EXIF, GPS) and a tiny placeholder; a video is kept as uploaded once its container is recognised.
 * Null for anything else ('Only photos & videos are allowed!').
 */
export async function processPostUpload(data: Buffer): Promise<ProcessedUpload | null> {
  const type = await fileTypeFromBuffer(data);
  const kind = type ? POST_FILE_TYPES[type.mime] : undefined;
  if (!type || !kind) return null;
  if (kind === 'video') return { kind, contentType: type.mime, ext: type.ext, width: 0, height: 0, data };
  try {
    const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
    const source = () => sharp(data, { animated, limitInputPixels: 60_000_000, failOn: 'error' }).rotate();
    const meta = await source()
      .toBuffer({ resolveWithObject: true })
      .then((r) => r.info);
    const widths = [...new Set(VARIANT_WIDTHS.map((w) => Math.min(w, meta.width)))];
    const variants: ProcessedVariant[] = [];
    for (const width of widths) {
      const { data: out, info } = await source()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.pageHeight ?? info.height, data: out });
    }
    const tiny = await sharp(data, { failOn: 'error' })
      .rotate()
      .resize({ width: 16 })
      .webp({ quality: 40 })
      .toBuffer();
    const largest = variants.at(-1)!;
    return {
      kind: 'image',
      contentType: 'image/webp',
      width: largest.width,
      height: largest.height,
      variants,
      placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    };
  } catch {
    return null;
  }
}
