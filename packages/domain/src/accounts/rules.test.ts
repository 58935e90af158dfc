import { describe, expect, it } from 'vitest';
import { isCodeShape, verificationSubject } from './codes';
import { AUTH_MESSAGES, authErrorMessage } from './messages';
import { validateEmail, validateFullName, validateLoginPassword, validateNewPassword } from './rules';

describe('validateEmail', () => {
  it.each([
    ['', 'Email is required.'],
    ['   ', 'Email is required.'],
    ['jane', 'Invalid email address!'],
    ['jane@ou', 'Invalid email address!'],
    ['jane@ou.e', 'Invalid email address!'],
    ['ja ne@ou.edu', 'Invalid email address!'],
    ['jane@ou.edu', null],
    ['Jane.Doe_1%+x-y@mavs.uta.edu', null],
    [' jane@ou.edu ', null],
  ])('%j → %s', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });
});

describe('passwords', () => {
  it.each([
    ['', 'Password is required.'],
    ['12345', 'Password too short.'],
    ['123456', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'Invalid login credentials.'],
  ])('new %j → %s', (pw, expected) => {
    expect(validateNewPassword(pw)).toBe(expected);
  });

  it.each([
    ['', 'Password is required.'],
    ['1', null],
  ])('login %j → %s', (pw, expected) => {
    expect(validateLoginPassword(pw)).toBe(expected);
  });
});

describe('validateFullName', () => {
  it.each([
    ['', 'Full name is required'],
    ['  ', 'Full name is required'],
    ['Jane', 'Name is Invalid'],
    ['J Doe', 'Name is Invalid'],
    ['Jane D', 'Name is Invalid'],
    ['Jane Doe2', 'Your Name is Invalid.'],
    ['Jane-Doe Smith', 'Your Name is Invalid.'],
    ['Jane Doe', null],
    ["Sinead O'Connor", null],
    ['José Álvarez', null],
    ['Mary Ann Lee', null],
  ])('%j → %s', (name, expected) => {
    expect(validateFullName(name)).toBe(expected);
  });
});

describe('codes and lists', () => {
  it.each([
    ['1000', true],
    ['9999', true],
    ['0999', false],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('code %s is shaped %s', (code, ok) => {
    expect(isCodeShape(code)).toBe(ok);
  });

  it('writes the verification subject', () => {
    expect(verificationSubject(4821, 'OU')).toBe('4821 is your OU Buy / Sell verification code');
  });

  it.each([
    ['too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts],
    ['wrong_password', 'Wrong password!'],
    ['user_not_found', 'Incorrect. Please try again.'],
    ['email_taken', 'Email has already been taken.'],
    ['banned', 'Account has been banned'],
    ['weird', 'Something went wrong. Try again.'],
    [undefined, 'Something went wrong. Try again.'],
  ])('error code %s reads %s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });
});
