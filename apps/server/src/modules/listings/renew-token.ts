// The e-mail's one-tap links (Renew, Mark as Sold, Mark as Pending): a token signed with the server's
// secret (HMAC-SHA256) naming the listing, the reminder it answers, what it does and when it stops
// working. Single use: answering moves the listing's reminder on, so the token no longer matches it.
import crypto from 'node:crypto';
import { RENEW_LINK_DAYS } from '@campus/domain';

export const REMINDER_ACTIONS = ['renew', 'sold', 'pending'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];

export interface RenewClaim {
  postId: string;
  /** The reminder's time (ms) the link answers. */
  remindedAt: number;
  /** Until when the link works (ms). */
  expiresAt: number;
  action: ReminderAction;
}

const sign = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`renew:${payload}`).digest('base64url');

export function renewToken(
  secret: string,
  postId: string,
  remindedAt: Date,
  action: ReminderAction = 'renew',
): string {
  const at = remindedAt.getTime();
  const payload = `${postId}.${at}.${at + RENEW_LINK_DAYS * 86_400_000}${action === 'renew' ? '' : `.${action}`}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`;
}

/** The claim of a token signed with `secret` and still valid at `now`, else null. */
export function readRenewToken(secret: string, token: string, now = new Date()): RenewClaim | null {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature) return null;
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  const [postId, remindedAt, expiresAt, action = 'renew'] = payload.split('.');
  const known = REMINDER_ACTIONS.find((a) => a === action);
  const claim = { postId: postId ?? '', remindedAt: Number(remindedAt), expiresAt: Number(expiresAt) };
  if (!known || !/^[0-9a-f-]{36}$/.test(claim.postId) || !(claim.expiresAt > now.getTime())) return null;
  return { ...claim, action: known };
}
