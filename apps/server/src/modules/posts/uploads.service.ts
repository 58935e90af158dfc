import {
  MAX_IMAGE_BYTES,
  MAX_UNATTACHED_UPLOADS,
  POST_MESSAGES,
  UPLOAD_ERROR_CODES,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import { uuidv7 } from '../../db/ids';
import type { MediaVariant } from '../../db/schema';
import { AppError } from '../../http/errors';
import { processPostUpload } from '../../platform/media/post-media';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCampusOpen } from '../campuses/campus-status';
import { assertMember, type PostsDeps } from './posts.service';
import { countUnclaimedUploads, insertUpload } from './uploads.repository';

// The listings module's edits claim the uploads they attach, as new posts do.
export { markUploadsClaimed } from './uploads.repository';

/**
 * Whether the user may upload at all, decided before the file is read: a member of the campus with
 * fewer than MAX_UNATTACHED_UPLOADS files not yet posted.
 */
export async function assertCanUpload(deps: PostsDeps, user: UserRow, campusId: string) {
  assertMember(user, campusId);
  assertCampusOpen(deps.campuses, campusId);
  if ((await countUnclaimedUploads(deps.db, user.id)) >= MAX_UNATTACHED_UPLOADS)
    throw new AppError(429, UPLOAD_ERROR_CODES.tooManyWaiting, UPLOAD_MESSAGES.tooManyWaiting);
}

/**
 * Processes one file ahead of a post, judged by content: a photo becomes WebP variants without
 * metadata; a video an MP4 without metadata, with its poster frame as its one variant. The file is
 * its bytes, or a file on disk with its size (the upload route's).
 */
export async function createUpload(
  deps: PostsDeps,
  user: UserRow,
  campusId: string,
  file: Buffer | { path: string; size: number },
) {
  assertMember(user, campusId);
  const processed = await processPostUpload(Buffer.isBuffer(file) ? file : file.path, deps.videos);
  if (!processed) throw new AppError(400, 'wrong_file_type', POST_MESSAGES.wrongFileType);
  if (processed.kind === 'refused') {
    if (processed.reason === 'off')
      throw new AppError(415, UPLOAD_ERROR_CODES.videosOff, UPLOAD_MESSAGES.videosOff);
    if (processed.reason === 'busy' && processed.media === 'image')
      throw new AppError(503, UPLOAD_ERROR_CODES.imageBusy, UPLOAD_MESSAGES.imageBusy);
    if (processed.reason === 'busy')
      throw new AppError(503, UPLOAD_ERROR_CODES.videoBusy, UPLOAD_MESSAGES.videoBusy);
    throw new AppError(422, UPLOAD_ERROR_CODES.videoTooSlow, UPLOAD_MESSAGES.videoTooSlow);
  }
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  if (processed.kind === 'image' && size > MAX_IMAGE_BYTES)
    throw new AppError(413, 'too_large', 'That photo is too large.');
  const id = uuidv7();
  const variants: MediaVariant[] = [];
  let fileName: string;
  if (processed.kind === 'image') {
    for (const v of processed.variants) {
      const key = `uploads/${id}/${v.width}.webp`;
      await deps.storage.put(key, v.data);
      variants.push({ width: v.width, height: v.height, key });
    }
    fileName = `${processed.width}.webp`;
  } else {
    fileName = `video.${processed.ext}`;
    await deps.storage.put(`uploads/${id}/${fileName}`, processed.data);
    const { poster } = processed;
    const key = `uploads/${id}/poster.webp`;
    await deps.storage.put(key, poster.data);
    variants.push({ width: poster.width, height: poster.height, key });
  }
  const row = await insertUpload(deps.db, {
    id,
    userId: user.id,
    kind: processed.kind,
    fileName,
    contentType: processed.contentType,
    width: processed.width,
    height: processed.height,
    variants,
    placeholder: processed.placeholder,
    photoHash: processed.kind === 'image' ? processed.photoHash : null,
    bytes: processed.kind === 'image' ? size : processed.data.length,
  });
  return { id: row.id, kind: row.kind, width: row.width, height: row.height, placeholder: row.placeholder };
}
