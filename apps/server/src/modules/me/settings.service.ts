import {
  type BirthDateInput,
  SETTINGS_MESSAGES as M,
  type PasswordStatus,
  type Payments,
  SETTINGS_TRUTH_MESSAGES,
  validateBirthDate,
  validateGender,
  validatePasswordChange,
  validatePhone,
  validateUsername,
} from '@campus/domain';
import { isAPIError } from 'better-auth/api';
import { isUniqueViolation } from '../../db/unique-violation';
import { hasPassword, type UserRow } from '../accounts/accounts.service';
import { isTaken } from '../accounts/school-proof.service';
import { getPayments as getAdPayments } from '../ads/checkout.service';
import { bad, type MeDeps, saveUser } from './me.service';

/** Changes the username ('That username has been taken.' when another account has it). */
export async function changeUsername(deps: MeDeps, user: UserRow, username: string): Promise<UserRow> {
  const error = validateUsername(username);
  if (error) throw bad('invalid_username', error);
  const next = username.trim().toLowerCase();
  if (await isTaken(deps.db, 'username', next, user.id)) throw bad('username_taken', M.usernameTaken, 409);
  try {
    return await saveUser(deps.db, user.id, { username: next });
  } catch (err) {
    if (isUniqueViolation(err)) throw bad('username_taken', M.usernameTaken, 409);
    throw err;
  }
}

export async function changePhone(deps: MeDeps, user: UserRow, phone: string): Promise<UserRow> {
  const error = validatePhone(phone);
  if (error) throw bad('invalid_phone', error);
  return saveUser(deps.db, user.id, { phone: phone.trim() });
}

export async function changeGender(deps: MeDeps, user: UserRow, gender: string | null): Promise<UserRow> {
  const error = validateGender(gender);
  if (error) throw bad('invalid_gender', error);
  return saveUser(deps.db, user.id, { gender: gender as 'male' | 'female' | 'other' });
}

export async function changeBirthDate(deps: MeDeps, user: UserRow, input: BirthDateInput): Promise<UserRow> {
  const error = validateBirthDate(input);
  if (error === SETTINGS_TRUTH_MESSAGES.tooYoung) throw bad('under_minimum_age', error);
  if (error) throw bad('invalid_birth_date', error);
  return saveUser(deps.db, user.id, {
    birthDate: { month: input.month, day: input.day!, year: input.year! },
  });
}

/** Whether the account has a password: the overview tells so, and an account without one sets it by a reset link. */
export async function getPasswordStatus(deps: MeDeps, user: UserRow): Promise<PasswordStatus> {
  return { hasPassword: await hasPassword(deps.db, user.id) };
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

/** Turns activity e-mails on or off (the unsubscribe link turns them off). */
export async function setEmailNotifications(deps: MeDeps, user: UserRow, enabled: boolean): Promise<UserRow> {
  return saveUser(deps.db, user.id, { emailNotifications: enabled });
}

/** Funds and payment activity: the user's paid ads (the ads module). */
export function getPayments(deps: MeDeps, user: UserRow): Promise<Payments> {
  return getAdPayments(deps.db, user);
}
