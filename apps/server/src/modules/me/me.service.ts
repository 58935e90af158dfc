import {
  AUTH_MESSAGES,
  BIO_MAX,
  type BirthDateInput,
  campusTopic,
  findCatalogueCampus,
  isProfileSetUp,
  SETTINGS_MESSAGES as M,
  NAME_MAX,
  normaliseEmail,
  type Payments,
  validateBirthDate,
  validateGender,
  validateNewEmail,
  validatePasswordChange,
  validatePhone,
  validateSchoolEmail,
  validateUsername,
} from '@campus/domain';
import { isAPIError } from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { PROFILE_IMAGE_TYPES, reencodeProfileImage, sniffImage } from '../../platform/media/images';
import { createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import type { UserRow } from '../accounts/accounts.repository';
import type { AccountsDeps } from '../accounts/accounts.service';
import { getPayments as getAdPayments } from '../ads/checkout.service';
import { checkCode, enforceCodeSendLimits, issueCode } from '../codes/codes.service';

export interface MeDeps extends AccountsDeps {
  storage: FileStorage;
  bus: EventBus;
}

const bad = (code: string, message: string, status = 400) => new AppError(status, code, message);

async function update(
  db: Database,
  userId: string,
  set: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw bad('not_found', M.somethingWentWrong, 404);
  return row;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === '23505' ||
  (err as { cause?: { code?: string } } | null)?.cause?.code === '23505';

/** Changes the username ('That username has been taken.' when another account has it). */
export async function changeUsername(deps: MeDeps, user: UserRow, username: string): Promise<UserRow> {
  const error = validateUsername(username);
  if (error) throw bad('invalid_username', error);
  const next = username.trim().toLowerCase();
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, next), ne(users.id, user.id)));
  if (taken) throw bad('username_taken', M.usernameTaken, 409);
  try {
    return await update(deps.db, user.id, { username: next });
  } catch (err) {
    if (isUniqueViolation(err)) throw bad('username_taken', M.usernameTaken, 409);
    throw err;
  }
}

export async function changePhone(deps: MeDeps, user: UserRow, phone: string): Promise<UserRow> {
  const error = validatePhone(phone);
  if (error) throw bad('invalid_phone', error);
  return update(deps.db, user.id, { phone: phone.trim() });
}

export async function changeGender(deps: MeDeps, user: UserRow, gender: string | null): Promise<UserRow> {
  const error = validateGender(gender);
  if (error) throw bad('invalid_gender', error);
  return update(deps.db, user.id, { gender: gender as 'male' | 'female' | 'other' });
}

export async function changeBirthDate(deps: MeDeps, user: UserRow, input: BirthDateInput): Promise<UserRow> {
  const error = validateBirthDate(input);
  if (error) throw bad('invalid_birth_date', error);
  return update(deps.db, user.id, { birthDate: { month: input.month, day: input.day!, year: input.year! } });
}

/** Changes the password after checking the current one ('Invalid password.'). */
export async function changePassword(
  deps: MeDeps,
  headers: Headers,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<Headers> {
  const error = validatePasswordChange({
    current: input.currentPassword,
    next: input.newPassword,
    confirm: input.confirmPassword,
  });
  if (error) throw bad('invalid_password_change', error);
  try {
    const result = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    return result.headers;
  } catch (err) {
    const code = isAPIError(err) ? (err.body as { code?: string } | undefined)?.code : undefined;
    if (code === 'INVALID_PASSWORD') throw bad('invalid_password', M.invalidPassword);
    throw bad('password_change_failed', M.somethingWentWrong);
  }
}

/** E-mails a code to a new login address ('Email sent'); the code-flow rules of modules/codes apply. */
export async function requestEmailChange(
  deps: MeDeps,
  user: UserRow,
  email: string,
  campusShortName: string,
  ip: string,
) {
  const error = validateNewEmail(email, user.email);
  if (error) throw bad('invalid_email', error);
  const next = normaliseEmail(email);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, next));
  if (taken) throw bad('email_taken', M.emailTaken, 409);
  const flow = { userId: user.id, purpose: 'email', target: next } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusShortName }));
  deps.nudgeMail();
}

/** Confirms the new login address with its code; the sign-in e-mail changes with it. */
export async function confirmEmailChange(
  deps: MeDeps,
  user: UserRow,
  email: string,
  code: string,
  ip: string,
): Promise<UserRow> {
  if (!code.trim()) throw bad('code_required', M.codeRequired);
  const next = normaliseEmail(email);
  return checkCode(deps, { userId: user.id, purpose: 'email', target: next, ip, code }, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ email: next, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? null;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw bad('email_taken', M.emailTaken, 409);
    throw err;
  });
}

/** The campus a school e-mail joins: the campus site itself, or the `campus` parameter on the hub. */
export function joinCampusId(siteCampusId: string, requested: string | undefined): string {
  return siteCampusId === 'campus' ? (requested ?? '') : siteCampusId;
}

/** E-mails a code to a school address of the campus (the PIN page); the code-flow rules apply. */
export async function requestSchoolJoin(
  deps: MeDeps,
  user: UserRow,
  email: string,
  campusId: string,
  ip: string,
) {
  const campus = findCatalogueCampus(campusId);
  const error = validateSchoolEmail(email, campus?.emailDomains ?? [], user.schoolEmail);
  if (error || !campus) throw bad('invalid_school_email', error ?? M.somethingWentWrong);
  const next = normaliseEmail(email);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolEmail, next), ne(users.id, user.id)));
  if (taken) throw bad('school_email_taken', M.emailTaken, 409);
  const flow = { userId: user.id, purpose: 'school', target: next } as const;
  await enforceCodeSendLimits(deps, { ...flow, ip });
  await deps.db.transaction((tx) => issueCode(tx, { ...flow, campusId, campusShortName: campus.shortName }));
  deps.nudgeMail();
}

/**
 * Confirms a school e-mail with its code: the user becomes a verified member of the campus and a
 * 'new user' post announces it, in one transaction.
 */
export async function confirmSchoolJoin(
  deps: MeDeps,
  user: UserRow,
  input: { email: string; campusId: string; code: string; ip: string },
): Promise<{ user: UserRow; postId: string }> {
  if (!input.code.trim()) throw bad('code_required', M.codeRequired);
  const email = normaliseEmail(input.email);
  const flow = { userId: user.id, purpose: 'school', target: email, ip: input.ip, code: input.code } as const;
  const result = await checkCode(deps, flow, async (tx, match) => {
    if (match.campusId !== input.campusId) return null;
    const [row] = await tx
      .update(users)
      .set({
        schoolVerified: true,
        schoolVerifiedAt: new Date(),
        schoolEmail: email,
        campusId: input.campusId,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    const [post] = await tx
      .insert(posts)
      .values({ campusId: input.campusId, userId: user.id, type: 'new user' })
      .returning({ id: posts.id });
    return { user: row!, postId: post!.id };
  }).catch((err: unknown) => {
    if (isUniqueViolation(err)) throw bad('school_email_taken', M.emailTaken, 409);
    throw err;
  });
  await deps.bus.publish(
    createRealtimeEvent(campusTopic(input.campusId), 'post.created', { postId: result.postId }),
  );
  return result;
}

/** Edits the display name and bio; only what is given changes ('Profile Updated'). */
export async function updateProfile(
  deps: Pick<MeDeps, 'db'>,
  user: UserRow,
  input: { firstName?: string; lastName?: string; bio?: string },
): Promise<UserRow> {
  const set: Partial<typeof users.$inferInsert> = {};
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
  return update(deps.db, user.id, { ...set, profileSetUp: isProfileSetUp({ bio, img: user.image }) });
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
  return update(deps.db, user.id, { image, profileSetUp: isProfileSetUp({ bio: user.bio, img: image }) });
}

/** Turns activity e-mails on or off (the unsubscribe link turns them off). */
export async function setEmailNotifications(deps: MeDeps, user: UserRow, enabled: boolean): Promise<UserRow> {
  return update(deps.db, user.id, { emailNotifications: enabled });
}

/** Funds and payment activity: the user's paid ads (the ads module). */
export function getPayments(deps: MeDeps, user: UserRow): Promise<Payments> {
  return getAdPayments(deps.db, user);
}
