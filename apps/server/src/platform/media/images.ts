import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type ProfileImageType = 'jpg' | 'png' | 'gif';

/** The image type judged by content (magic bytes), or null when it is not one of `allowed`. */
export async function sniffImage<T extends string>(
  data: Buffer,
  allowed: Record<string, T>,
): Promise<T | null> {
  const type = await fileTypeFromBuffer(data);
  return type ? (allowed[type.mime] ?? null) : null;
}

export const PROFILE_IMAGE_TYPES: Record<string, ProfileImageType> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};

/**
 * Re-encodes a profile photo: turned upright from its EXIF orientation, cropped to a 512 px square,
 * written anew so no metadata (EXIF, GPS, ICC comments) survives.
 */
export async function reencodeProfileImage(data: Buffer, type: ProfileImageType): Promise<Buffer> {
  const image = sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize(512, 512, { fit: 'cover', position: 'attention' });
  if (type === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (type === 'gif') return image.gif().toBuffer();
  return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
}

export const CAMPUS_LOGO_TYPES: Record<string, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The largest side of a stored campus logo; headers and icons show it far smaller. */
export const CAMPUS_LOGO_SIZE = 512;

/**
 * Re-encodes a campus logo as WebP (transparency kept): turned upright, fitted inside 512 px
 * without enlarging, written anew so no metadata survives.
 */
export async function reencodeCampusLogo(data: Buffer): Promise<Buffer> {
  return sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 })
    .rotate()
    .resize(CAMPUS_LOGO_SIZE, CAMPUS_LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90, alphaQuality: 100 })
    .toBuffer();
}
