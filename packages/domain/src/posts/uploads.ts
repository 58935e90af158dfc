/**
 * Upload refusals the spec has no wording for (same plain voice; docs/deviations.md). The codes are
 * the API's `error.code`; the composer shows these messages as they are.
 */
export const UPLOAD_MESSAGES = {
  tooManyWaiting: 'You have too many files waiting to be posted. Post them, or try again tomorrow.',
  videoTooSlow: 'That video took too long to prepare. Try a shorter one.',
  videoBusy: 'Lots of videos are being prepared right now. Try again in a minute.',
  imageBusy: 'Lots of photos are being prepared right now. Try again in a minute.',
  /** The server runs without ffmpeg: it takes photos only. */
  videosOff: "Videos can't be added on this site yet. Photos can.",
} as const;

export const UPLOAD_ERROR_CODES = {
  tooManyWaiting: 'too_many_uploads',
  videoTooSlow: 'video_too_slow',
  videoBusy: 'video_busy',
  imageBusy: 'image_busy',
  videosOff: 'videos_off',
} as const;

/** Files a user may have uploaded and not yet posted at once; unposted files go after a day. */
export const MAX_UNATTACHED_UPLOADS = 30;
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
