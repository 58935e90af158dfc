import { AUTH_MESSAGES } from './messages';

/** The rows of the spec's Google sign-in table (accounts-and-money §8). */
export type GoogleErrorRow = keyof typeof AUTH_MESSAGES.google | 'banned';

/**
 * Every `error` our Google sign-in (an OpenID Connect redirect through better-auth) can send back to
 * /user_registration, by the row of the spec's table it belongs to. The spec's table was written for a
 * popup; where its cause cannot happen in a redirect, the nearest failure that can stands for it
 * (docs/deviations.md):
 * - network: we could not reach Google to start (`google_unavailable`), or Google says it is down;
 * - cancelled: the person pressed Cancel at Google (`access_denied`) or did not finish there, or the
 *   sign-in came back to a browser that no longer waits for it (expired, or replaced by a newer one);
 * - different credentials: the address has an account and Google has not verified that it is theirs;
 * - invalid credentials: what came back could not be trusted (code refused at the token exchange,
 *   an ID token that fails verification, a callback without a code);
 * - disabled: Google refuses this app for the account (its administrator turned it off);
 * - not found: Google gave no e-mail address;
 * - wrong password: Google could not confirm who is signing in (`login_required`);
 * - after creation: Google said yes, then making or signing in our account failed;
 * - banned: the address is on the banned list;
 * - other: anything else (a misconfigured client, an unknown code).
 */
export const GOOGLE_ERROR_ROWS: Record<string, GoogleErrorRow> = {
  google_unavailable: 'network',
  temporarily_unavailable: 'network',
  server_error: 'network',
  access_denied: 'cancelled',
  interaction_required: 'cancelled',
  consent_required: 'cancelled',
  account_selection_required: 'cancelled',
  state_not_found: 'cancelled',
  state_mismatch: 'cancelled',
  state_invalid: 'cancelled',
  please_restart_the_process: 'cancelled',
  account_not_linked: 'differentCredentials',
  account_already_linked_to_different_user: 'differentCredentials',
  email_does_not_match: 'differentCredentials',
  invalid_code: 'invalidCredential',
  invalid_grant: 'invalidCredential',
  invalid_token: 'invalidCredential',
  unable_to_get_user_info: 'invalidCredential',
  issuer_mismatch: 'invalidCredential',
  issuer_missing: 'invalidCredential',
  nonce_binding_missing: 'invalidCredential',
  no_code: 'invalidCredential',
  invalid_callback_request: 'invalidCredential',
  unauthorized_client: 'disabled',
  admin_policy_enforced: 'disabled',
  disabled_client: 'disabled',
  org_internal: 'disabled',
  email_not_found: 'notFound',
  login_required: 'wrongPassword',
  unable_to_create_user: 'afterCreation',
  unable_to_create_session: 'afterCreation',
  EMAIL_BANNED: 'banned',
};

/** The row of the spec's table for an `error` sent back to /user_registration ('other' when unknown). */
export function googleErrorRow(error: string): GoogleErrorRow {
  return Object.hasOwn(GOOGLE_ERROR_ROWS, error) ? GOOGLE_ERROR_ROWS[error]! : 'other';
}

/** The Google sign-in message (accounts-and-money §8) for an `error` sent back to /user_registration. */
export function googleErrorMessage(error: string): string {
  const row = googleErrorRow(error);
  return row === 'banned' ? AUTH_MESSAGES.banned : AUTH_MESSAGES.google[row];
}
