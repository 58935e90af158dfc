import { AUTH_MESSAGES } from './messages';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const EMAIL_MAX = 254;
export const FULL_NAME_MAX = 60;

/** Letters, digits and ._%+- before @, then domain parts, the last of 2 or more letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The first failed rule's message for a sign-in or registration e-mail, or null. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return AUTH_MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX || !EMAIL_PATTERN.test(value)) return AUTH_MESSAGES.emailInvalid;
  return null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Sign-in password: required, at most 30 characters. */
export function validateLoginPassword(password: string): string | null {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.login.invalidCredentials;
  return null;
}

/** Registration password: required, 6 to 30 characters. */
export function validateNewPassword(password: string): string | null {
  if (!password) return AUTH_MESSAGES.passwordRequired;
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.registration.weakPassword;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.login.invalidCredentials;
  return null;
}

/**
 * The registration full name (accounts-and-money §5): letters, apostrophes and spaces only
 * ('Your Name is Invalid.'); at least two words with a first name of 2+ characters and a last name
 * of more than 1 ('Name is Invalid'); empty is 'Full name is required'.
 */
export function validateFullName(fullName: string): string | null {
  const value = fullName.trim();
  if (!value) return AUTH_MESSAGES.fullNameRequired;
  if (value.length > FULL_NAME_MAX || !/^[\p{L}' ]+$/u.test(value)) return AUTH_MESSAGES.yourNameInvalid;
  const words = value.split(/\s+/);
  const first = words[0] ?? '';
  const last = words.at(-1) ?? '';
  if (words.length < 2 || first.length < 2 || last.length <= 1) return AUTH_MESSAGES.nameInvalid;
  return null;
}
