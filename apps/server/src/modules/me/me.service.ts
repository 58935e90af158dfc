import type { ErrorCode } from '@campus/domain';
import { AUTH_MESSAGES, BIO_MAX, isProfileSetUp, SETTINGS_MESSAGES as M, NAME_MAX } from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { PROFILE_IMAGE_TYPES, reencodeProfileImage, sniffImage } from '../../platform/media/images';
import type { EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import type { AccountsDeps, UserRow } from '../accounts/accounts.service';
import { type UserChanges, updateUser } from './me.repository';

// The signed-in user's own account. Here: the profile (name, bio, photo). The other use cases:
// settings.service.ts (username, phone, gender, birth date, password, e-mails, payments),
// email-change.service.ts (the login e-mail), school-join.service.ts (joining a campus).

export interface MeDeps extends AccountsDeps {
  storage: FileStorage;
  bus: EventBus;
}

export const bad = (code: ErrorCode, message: string, status = 400) => new AppError(status, code, message);

/** Saves changes to the user's own fields; the changed row ('Something went wrong' when it is gone). */
export async function saveUser(db: Executor, userId: string, set: UserChanges): Promise<UserRow> {
  const row = await updateUser(db, userId, set);
  if (!row) throw bad('not_found', M.somethingWentWrong, 404);
  return row;
}

/** Edits the display name and bio; only what is given changes ('Profile Updated'). */
export async function updateProfile(
  deps: Pick<MeDeps, 'db'>,
  user: UserRow,
  input: { firstName?: string; lastName?: string; bio?: string },
): Promise<UserRow> {
  const set: UserChanges = {};
  for (const key of ['firstName', 'lastName'] as const) {
    const value = input[key]?.trim();
    if (value === undefined) continue;
    if (!value || value.length > NAME_MAX) throw bad('invalid_name', AUTH_MESSAGES.nameInvalid);
    set[key] = value;
  }
  if (input.bio !== undefined) {
    const bio = input.bio.trim();
    if (!bio || bio.length > BIO_MAX) throw bad('invalid_bio', M.somethingWentWrong);
    set.bio = bio;
  }
  const bio = set.bio ?? user.bio;
  return saveUser(deps.db, user.id, { ...set, profileSetUp: isProfileSetUp({ bio, img: user.image }) });
}

export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** Stores a new profile photo: judged by content, re-encoded without metadata, a new URL each time. */
export async function setProfilePhoto(
  deps: Pick<MeDeps, 'db' | 'storage'>,
  user: UserRow,
  data: Buffer,
): Promise<UserRow> {
  const type = await sniffImage(data, PROFILE_IMAGE_TYPES);
  if (!type) throw bad('only_photos', M.onlyPhotos);
  let encoded: Buffer;
  try {
    encoded = await reencodeProfileImage(data, type);
  } catch {
    throw bad('only_photos', M.onlyPhotos);
  }
  const key = `images/profilePics/${user.id}.${type}`;
  await deps.storage.put(key, encoded);
  for (const other of ['jpg', 'png', 'gif'].filter((ext) => ext !== type)) {
    await deps.storage.delete(`images/profilePics/${user.id}.${other}`);
  }
  const image = `/files/${key}?v=${Date.now().toString(36)}`;
  return saveUser(deps.db, user.id, { image, profileSetUp: isProfileSetUp({ bio: user.bio, img: image }) });
}
