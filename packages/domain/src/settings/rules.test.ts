import { describe, expect, it } from 'vitest';
import { canSeeCampusFeed, membershipAction, requiredDetour } from './membership';
import {
  birthYearMax,
  birthYearOptions,
  isProfileSetUp,
  validateBirthDate,
  validateGender,
  validateNewEmail,
  validatePasswordChange,
  validatePhone,
  validateSchoolEmail,
  validateUsername,
} from './rules';

describe('validateUsername', () => {
  it.each([
    ['', 'Username is required.'],
    ['abc', 'Must be longer than 4 characters.'],
    ['abcd', null],
    ['jane_doe-2', null],
    ['jane doe', 'Only letters, numbers, _ and -'],
    ['jane.doe', 'Only letters, numbers, _ and -'],
    ['x'.repeat(51), 'Only letters, numbers, _ and -'],
  ])('%j → %s', (u, m) => expect(validateUsername(u)).toBe(m));
});

describe('validatePhone', () => {
  it.each([
    ['', 'A phone # is required'],
    ['12345', 'Invalid phone #'],
    ['405-555-0123', null],
    ['+1 405 555 0123', null],
    ['4055550123', null],
    ['+44.20.7946.0958', null],
    ['call me', 'Invalid phone #'],
    ['+1 405 555 0123 0000000', 'Invalid phone #'],
  ])('%j → %s', (p, m) => expect(validatePhone(p)).toBe(m));
});

describe('validateNewEmail', () => {
  it.each([
    ['', 'jane@ou.edu', 'Email is required.'],
    ['JANE@ou.edu', 'jane@ou.edu', 'Enter a new email'],
    ['jane@', 'jane@ou.edu', 'Invalid email address!'],
    ['jane@gmail.com', 'jane@ou.edu', null],
  ])('%j (current %j) → %s', (e, c, m) => expect(validateNewEmail(e, c)).toBe(m));
});

describe('validatePasswordChange', () => {
  it.each([
    [{ current: '', next: 'abcdef', confirm: 'abcdef' }, 'Current password required'],
    [{ current: 'old', next: '', confirm: '' }, 'Please enter a new password'],
    [{ current: 'old', next: 'abcdef', confirm: '' }, 'Must re-enter new password'],
    [{ current: 'old', next: 'abcdef', confirm: 'abcdeg' }, 'Passwords do not match'],
    [{ current: 'old', next: 'abc', confirm: 'abc' }, 'Passwords must be 6+ characters'],
    [{ current: 'old', next: 'abcdef', confirm: 'abcdef' }, null],
  ])('%j → %s', (input, m) => expect(validatePasswordChange(input)).toBe(m));
});

describe('gender and birth date', () => {
  it.each([
    [null, 'Must select a gender'],
    ['', 'Must select a gender'],
    ['robot', 'Must select a gender'],
    ['female', null],
  ])('gender %j → %s', (g, m) => expect(validateGender(g)).toBe(m));

  it.each([
    [{ month: '', day: 1, year: 2000 }, 'Please fill in all the fields'],
    [{ month: 'May', day: null, year: 2000 }, 'Please fill in all the fields'],
    [{ month: 'May', day: 1, year: 1969 }, 'Please fill in all the fields'],
    [{ month: 'Smarch', day: 1, year: 2000 }, 'Please fill in all the fields'],
    [{ month: 'May', day: 31, year: 2000 }, null],
  ])('birth date %j → %s', (d, m) => expect(validateBirthDate(d, new Date('2026-11-27T12:00:00Z'))).toBe(m));

  // The Terms require 16+: on 27 November 2026 someone born 27 November 2010 just qualifies.
  const today = new Date('2026-11-27T12:00:00Z');
  const tooYoung = 'You must be at least 16 years old to use this site.';
  it.each([
    [{ month: 'November', day: 27, year: 2010 }, null],
    [{ month: 'November', day: 28, year: 2010 }, tooYoung],
    [{ month: 'December', day: 1, year: 2010 }, tooYoung],
    [{ month: 'January', day: 1, year: 2010 }, null],
    [{ month: 'May', day: 31, year: 2021 }, tooYoung],
    [{ month: 'May', day: 31, year: 2030 }, tooYoung],
  ])('minimum age: %j → %s', (d, m) => expect(validateBirthDate(d, today)).toBe(m));

  it('offers birth years from the current year minus 16 down to 1970', () => {
    const years = birthYearOptions(today);
    expect(years[0]).toBe(2010);
    expect(years.at(-1)).toBe(1970);
    expect(birthYearMax(new Date('2030-01-01T00:00:00Z'))).toBe(2014);
  });
});

describe('validateSchoolEmail', () => {
  const ut = ['utexas.edu', 'mavs.uta.edu'];
  it.each([
    ['jane@ou.edu', [], null, 'Something went wrong'],
    ['Jane@OU.edu', ['ou.edu'], 'jane@ou.edu', 'Enter a new school email'],
    ['jane@utexas.edu', ['ou.edu'], null, 'Enter a valid school email'],
    ['jane@ou.edu.evil.com', ['ou.edu'], null, 'Enter a valid school email'],
    ['@ou.edu', ['ou.edu'], null, 'Enter a valid school email'],
    ['.jane@ou.edu', ['ou.edu'], null, 'Enter a valid school email'],
    ['jane..doe@ou.edu', ['ou.edu'], null, 'Enter a valid school email'],
    ['jane+x@ou.edu', ['ou.edu'], null, 'Enter a valid school email'],
    ['jane@ou.edu', ['ou.edu'], null, null],
    ['Jane.Doe-1_x@OU.EDU', ['ou.edu'], null, null],
    ['jane@mavs.uta.edu', ut, null, null],
  ])('%j with %j (current %j) → %s', (e, d, c, m) => expect(validateSchoolEmail(e, d, c)).toBe(m));
});

describe('membership', () => {
  it.each([
    [null, 'ou', 'sign-in'],
    [{ schoolVerified: false, campusId: null }, 'ou', 'join'],
    [{ schoolVerified: true, campusId: 'ou' }, 'ou', 'view'],
    [{ schoolVerified: true, campusId: 'ut' }, 'ou', 'visit-as-guest'],
  ] as const)('%j on %s → %s', (viewer, campus, action) =>
    expect(membershipAction(viewer, campus)).toBe(action),
  );

  it('gates a private campus for guests only', () => {
    expect(canSeeCampusFeed(null, 'private')).toBe(false);
    expect(canSeeCampusFeed({ schoolVerified: false, campusId: null }, 'private')).toBe(true);
    expect(canSeeCampusFeed(null, 'public')).toBe(true);
  });

  it.each([
    [null, false, null],
    [{ verified: false, schoolVerified: false }, false, '/verify'],
    [{ verified: true, schoolVerified: false }, false, '/settings/account/school_email'],
    [{ verified: true, schoolVerified: false }, true, null],
    [{ verified: true, schoolVerified: true }, false, null],
  ] as const)('detour for %j (hub %s) → %s', (viewer, hub, path) =>
    expect(requiredDetour(viewer, hub)).toBe(path),
  );

  it('counts a profile set up with both a bio and a photo', () => {
    expect(isProfileSetUp({ bio: 'Hi', img: '/p.jpg' })).toBe(true);
    expect(isProfileSetUp({ bio: ' ', img: '/p.jpg' })).toBe(false);
    expect(isProfileSetUp({ bio: 'Hi', img: null })).toBe(false);
  });
});
