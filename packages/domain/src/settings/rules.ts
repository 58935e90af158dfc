import { EMAIL_PATTERN, PASSWORD_MAX, PASSWORD_MIN } from '../accounts/rules';
import { MINIMUM_AGE, SETTINGS_TRUTH_MESSAGES } from './first-hour-messages';

/** Settings messages, word for word (accounts-and-money §5 Settings, §8 Settings). */
export const SETTINGS_MESSAGES = {
  usernameRequired: 'Username is required.',
  usernameShort: 'Must be longer than 4 characters.',
  usernameChars: 'Only letters, numbers, _ and -',
  usernameTaken: 'That username has been taken.',
  accountUpdated: 'Account Updated!',
  phoneRequired: 'A phone # is required',
  phoneInvalid: 'Invalid phone #',
  emailRequired: 'Email is required.',
  emailSame: 'Enter a new email',
  emailInvalid: 'Invalid email address!',
  emailTaken: 'That email is taken.',
  currentPasswordRequired: 'Current password required',
  newPasswordRequired: 'Please enter a new password',
  reenterRequired: 'Must re-enter new password',
  passwordsDiffer: 'Passwords do not match',
  passwordShort: 'Passwords must be 6+ characters',
  invalidPassword: 'Invalid password.',
  genderRequired: 'Must select a gender',
  genderNote: "This information won't be displayed publicly.",
  birthDateIncomplete: 'Please fill in all the fields',
  schoolEmailSame: 'Enter a new school email',
  schoolEmailInvalid: 'Enter a valid school email',
  somethingWentWrong: 'Something went wrong',
  emailSent: 'Email sent',
  profileUpdated: 'Profile Updated',
  codeRequired: 'Please enter verification code',
  codeIncorrect: 'Your code was incorrect. Please try again.',
  joinYourCampus: 'Join your campus',
  changeSchoolEmail: 'Change school email',
  noTransactions: 'No Transactions',
  onlyPhotos: 'Only photos are allowed!',
  profileIncomplete:
    'Your profile is not complete – Please pick a profile picture and add a bio before posting.',
} as const;

export const USERNAME_MIN = 4;
export const USERNAME_INPUT_MAX = 50;
export const PHONE_INPUT_MAX = 20;
export const BIO_MAX = 160;
export const NAME_MAX = 20;
export const BIRTH_YEAR_MIN = 1970;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const M = SETTINGS_MESSAGES;

/** Username: required, 4+ characters (the message says "longer than 4"), letters, digits, _ and -. */
export function validateUsername(username: string): string | null {
  const u = username.trim();
  if (!u) return M.usernameRequired;
  if (u.length < USERNAME_MIN) return M.usernameShort;
  if (u.length > USERNAME_INPUT_MAX || !/^[A-Za-z0-9_-]+$/.test(u)) return M.usernameChars;
  return null;
}

/** An optional +, 1–4 digits, then 6–14 more digits with optional dash, dot or space separators. */
export const PHONE_PATTERN = /^\+?\d{1,4}(?:[-.\s]?\d){6,14}$/;

export function validatePhone(phone: string): string | null {
  const p = phone.trim();
  if (!p) return M.phoneRequired;
  if (p.length > PHONE_INPUT_MAX || !PHONE_PATTERN.test(p)) return M.phoneInvalid;
  return null;
}

/** A new login e-mail: required, different from the current one (any case), well formed. */
export function validateNewEmail(email: string, current: string): string | null {
  const e = email.trim();
  if (!e) return M.emailRequired;
  if (e.toLowerCase() === current.trim().toLowerCase()) return M.emailSame;
  if (!EMAIL_PATTERN.test(e)) return M.emailInvalid;
  return null;
}

export function validatePasswordChange(input: {
  current: string;
  next: string;
  confirm: string;
}): string | null {
  if (!input.current) return M.currentPasswordRequired;
  if (!input.next) return M.newPasswordRequired;
  if (!input.confirm) return M.reenterRequired;
  if (input.next !== input.confirm) return M.passwordsDiffer;
  if (input.next.length < PASSWORD_MIN) return M.passwordShort;
  if (input.next.length > PASSWORD_MAX) return M.passwordShort;
  return null;
}

export function validateGender(gender: string | null | undefined): string | null {
  return gender && (GENDERS as readonly string[]).includes(gender) ? null : M.genderRequired;
}

export interface BirthDateInput {
  month: string;
  day: number | null;
  year: number | null;
}

/** The latest birth year offered: people born then turn the Terms' minimum age this year. */
export function birthYearMax(today: Date = new Date()): number {
  return today.getUTCFullYear() - MINIMUM_AGE;
}

/** The years of the birth-date select, newest first. */
export function birthYearOptions(today: Date = new Date()): number[] {
  const max = birthYearMax(today);
  return Array.from({ length: max - BIRTH_YEAR_MIN + 1 }, (_, i) => max - i);
}

/** Whole years from a birth date to `today` (UTC calendar days). */
export function ageOn(birth: { month: string; day: number; year: number }, today: Date): number {
  const month = (MONTHS as readonly string[]).indexOf(birth.month);
  const beforeBirthday =
    today.getUTCMonth() < month || (today.getUTCMonth() === month && today.getUTCDate() < birth.day);
  return today.getUTCFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * A birth date: all three parts, a real month, day 1–31 and a year from 1970 ('Please fill in all
 * the fields'), and at least the Terms' minimum age today ('You must be at least 16 …').
 */
export function validateBirthDate(input: BirthDateInput, today: Date = new Date()): string | null {
  const { month, day, year } = input;
  if (!month || !day || !year) return M.birthDateIncomplete;
  const ok =
    (MONTHS as readonly string[]).includes(month) &&
    Number.isInteger(day) &&
    day >= 1 &&
    day <= 31 &&
    Number.isInteger(year) &&
    year >= BIRTH_YEAR_MIN;
  if (!ok) return M.birthDateIncomplete;
  return ageOn({ month, day, year }, today) < MINIMUM_AGE ? SETTINGS_TRUTH_MESSAGES.tooYoung : null;
}

/**
 * A school e-mail for a campus: the campus must have domains ('Something went wrong'); it must
 * differ from the current one ('Enter a new school email'); a local part of letters, digits and
 * . _ - (real school addresses have them), @, then one of the campus's domains ('Enter a valid
 * school email'). Case-insensitive.
 */
export function validateSchoolEmail(
  email: string,
  domains: readonly string[],
  current: string | null,
): string | null {
  if (domains.length === 0) return M.somethingWentWrong;
  const e = email.trim().toLowerCase();
  if (current && e === current.trim().toLowerCase()) return M.schoolEmailSame;
  const at = e.lastIndexOf('@');
  const local = e.slice(0, at);
  const domain = e.slice(at + 1);
  const validLocal = at > 0 && /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/.test(local) && !local.includes('..');
  if (!validLocal || !domains.map((d) => d.toLowerCase()).includes(domain)) return M.schoolEmailInvalid;
  return null;
}

/** A profile counts as set up once both a bio and a photo exist. */
export function isProfileSetUp(profile: { bio: string | null; img: string | null }): boolean {
  return Boolean(profile.bio?.trim()) && Boolean(profile.img);
}
