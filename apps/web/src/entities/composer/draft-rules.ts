import { MAX_FILES_PER_POST, POST_FILE_ACCEPT, POST_FILE_TYPES } from '@campus/domain';

/** The picker's accept list split into MIME types and file-name endings ('.mov', '.avi'). */
const ACCEPT = POST_FILE_ACCEPT.split(',').map((s) => s.trim().toLowerCase());
const ACCEPTED_TYPES = ACCEPT.filter((s) => !s.startsWith('.'));
const ACCEPTED_ENDINGS = ACCEPT.filter((s) => s.startsWith('.'));

interface FileLike {
  name: string;
  type: string;
}

/**
 * Whether a picked file may be uploaded: its MIME type is in POST_FILE_ACCEPT, or (browsers often give
 * .mov and .avi no type) its name ends with one of the listed endings. The server judges content again.
 */
export function isAcceptedFile(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if (ACCEPTED_TYPES.includes(type)) return true;
  const name = file.name.toLowerCase();
  const untyped = type === '' || type === 'application/octet-stream';
  return untyped && ACCEPTED_ENDINGS.some((ending) => name.endsWith(ending));
}

/** Photo or video, for the thumbnail (the server's answer decides for the post). */
export function fileKind(file: FileLike): 'image' | 'video' {
  return POST_FILE_TYPES[file.type.toLowerCase()] ?? (file.type.startsWith('image/') ? 'image' : 'video');
}

export interface PickedFiles<T> {
  /** Files to add, in the order picked. */
  accepted: T[];
  /** Some file had a type that is not allowed ('Only photos & videos are allowed!'). */
  wrongType: boolean;
  /** Some allowed files did not fit under the 10-file cap ('Please choose up to 10 photos.'). */
  overflow: boolean;
  /** Some file was a video and this site takes photos only (its server has no ffmpeg). */
  videosOff: boolean;
}

/**
 * Splits a pick: wrong types are dropped, and videos when the site takes none (`videos` false), then
 * only as many as fit beside `existing` files are kept.
 */
export function pickFiles<T extends FileLike>(
  picked: readonly T[],
  existing: number,
  videos = true,
): PickedFiles<T> {
  const typed = picked.filter(isAcceptedFile);
  const allowed = videos ? typed : typed.filter((f) => fileKind(f) === 'image');
  const room = Math.max(0, MAX_FILES_PER_POST - existing);
  return {
    accepted: allowed.slice(0, room),
    wrongType: typed.length < picked.length,
    overflow: allowed.length > room,
    videosOff: allowed.length < typed.length,
  };
}
