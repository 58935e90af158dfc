import { describe, expect, it } from 'vitest';
import { GOOGLE_ERROR_ROWS, googleErrorMessage, googleErrorRow } from './google-errors';
import { AUTH_MESSAGES } from './messages';

describe('googleErrorMessage: one row of the spec table per failure', () => {
  it.each([
    ['google_unavailable', 'Network error. Please check your connection'],
    ['temporarily_unavailable', 'Network error. Please check your connection'],
    ['access_denied', 'Error: Sign-in process was canceled'],
    ['state_mismatch', 'Error: Sign-in process was canceled'],
    ['account_not_linked', 'Error: Account already exists with different credentials'],
    ['invalid_code', 'Error: Invalid credentials'],
    ['unable_to_get_user_info', 'Error: Invalid credentials'],
    ['unauthorized_client', 'Error: That account has been disabled'],
    ['email_not_found', 'Error: User email not found'],
    ['login_required', 'Error: Incorrect password'],
    ['invalid_request', 'Unknown Error Signing In with Google'],
    ['something_new', 'Unknown Error Signing In with Google'],
    ['unable_to_create_user', 'Error Signing In with Google.'],
    ['unable_to_create_session', 'Error Signing In with Google.'],
    ['EMAIL_BANNED', 'Account has been banned'],
  ])('%s → %s', (code, message) => {
    expect(googleErrorMessage(code)).toBe(message);
  });

  it('leaves no row of the catalogue unreachable', () => {
    const reached = new Set([...Object.values(GOOGLE_ERROR_ROWS), googleErrorRow('anything else')]);
    expect([...reached].sort()).toEqual([...Object.keys(AUTH_MESSAGES.google), 'banned'].sort());
  });

  it('does not read inherited names as codes', () => {
    expect(googleErrorRow('constructor')).toBe('other');
    expect(googleErrorRow('__proto__')).toBe('other');
  });
});
