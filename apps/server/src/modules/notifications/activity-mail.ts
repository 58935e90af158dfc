import crypto from 'node:crypto';
import {
  BOOK_MESSAGES,
  type CampusDirectory,
  campusOrigin,
  LISTING_MESSAGES,
  SAVED_SEARCH_MESSAGES,
} from '@campus/domain';
import type { Executor, Tx } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../platform/mail/mail-transport';
import { enqueueMail } from '../mail/mail.service';
import { hitLimit, type LimitRule } from '../rate-limits/rate-limit.service';
import { findMailPeople, turnOffActivityMail } from './notifications.repository';
import type { NotificationType } from './notifications.service';

export interface ActivityMailConfig {
  publicUrl: string;
  /** Campus origins and short names for links and subjects. */
  campuses: CampusDirectory;
  /** Signs unsubscribe links. */
  secret: string;
  nudgeMail(): void;
  /**
   * Push notifications of the same activities, started after the commit (push-delivery.service.ts);
   * absent where nothing pushes (the demo, factories).
   */
  push?: { nudge(): void };
  /** The job that tells Looking-for posts about a new listing (books/request-matching.job.ts). */
  requests?: { nudge(): void };
}

/**
 * The batching rule: at most one activity e-mail per recipient per conversation (or post) in 15
 * minutes. A lively chat sends one e-mail, then stays quiet while it goes on; the in-app
 * notifications still count every event.
 */
export const ACTIVITY_MAIL_WINDOW_MS = 15 * 60 * 1000;

const SUBJECTS: Partial<Record<NotificationType, (name: string) => string>> = {
  message: (name) => `${name} sent you a message`,
  comment: (name) => `${name} commented on your post`,
  'comment reply': (name) => `${name} replied to your comment`,
  like: (name) => `${name} saved your post`,
  // Marketplace notifications.
  'price drop': () => LISTING_MESSAGES.priceDropped,
  'saved search': () => SAVED_SEARCH_MESSAGES.mailSubject,
  sale: (name) => `${name} marked you as the buyer`,
  rating: (name) => `${name} rated you`,
  'request match': () => BOOK_MESSAGES.matchMailSubject,
};

/** The e-mail's button: answering a conversation, else looking at the post. */
const replyTypes: ReadonlySet<NotificationType> = new Set(['message', 'comment', 'comment reply']);

export function unsubscribeToken(secret: string, userId: string): string {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/** The one-click unsubscribe: a valid signed link turns the user's activity e-mails off. Whether it was valid. */
export async function unsubscribeFromActivityMail(
  db: Executor,
  secret: string,
  userId: string,
  token: string,
): Promise<boolean> {
  if (!isValidUnsubscribeToken(secret, userId, token)) return false;
  await turnOffActivityMail(db, userId);
  return true;
}

/** What an activity is about: who, what, where (the thread that batches its e-mails). */
export interface ActivityMailInput {
  to: string;
  from: string;
  type: NotificationType;
  campusId: string;
  path: string;
  threadKey: string;
  snippet?: string;
  /** The thread's window; ACTIVITY_MAIL_WINDOW_MS unless given (a saved search: one a day). */
  windowMs?: number;
}

/**
 * The e-mail of an activity to `recipientEmail` from `actor`, and the gate that lets one through per
 * thread and window (a rate-limit key of max 1); null for a kind without e-mails or oneself.
 */
export function activityMailDraft(
  cfg: ActivityMailConfig,
  input: ActivityMailInput,
  recipientEmail: string,
  actor: { first: string; last: string },
): { gate: { key: string; rule: LimitRule }; mail: OutgoingMail & { aboutUserId: string } } | null {
  const subject = SUBJECTS[input.type];
  if (!subject || input.to === input.from) return null;
  const origin = campusOrigin(input.campusId, cfg.publicUrl, cfg.campuses);
  const name = `${actor.first} ${actor.last}`;
  const unsubscribe = `${origin}/api/unsubscribe?u=${encodeURIComponent(input.to)}&t=${unsubscribeToken(cfg.secret, input.to)}`;
  const campus = cfg.campuses.byId(input.campusId)?.shortName ?? 'Campus';
  return {
    // The window's first event of this thread for this recipient (a fixed window shared by every instance).
    gate: {
      key: `activity-mail:${input.to}:${input.threadKey}`,
      rule: { max: 1, windowMs: input.windowMs ?? ACTIVITY_MAIL_WINDOW_MS },
    },
    mail: {
      to: recipientEmail,
      aboutUserId: input.from,
      subject: subject(name),
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p><strong>${escapeHtml(subject(name))}</strong> on ${escapeHtml(campus)} Buy / Sell.</p>
${input.snippet ? `<blockquote style="border-left:3px solid #e1e5eb;margin:0;padding:4px 12px;color:#5b6470">${escapeHtml(input.snippet)}</blockquote>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(origin + input.path)}" style="background:#1f5fd6;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">${replyTypes.has(input.type) ? 'Reply' : 'View'}</a></p>
<p style="color:#5b6470;font-size:13px">You get these e-mails because e-mail notifications are on in your settings.
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> from activity e-mails.</p>
</div>`,
    },
  };
}

/**
 * Queues the e-mail of an activity (message, comment, reply, like) in the caller's transaction:
 * not when the recipient turned e-mails off, not twice for one thread inside the window.
 * Returns whether an e-mail was queued.
 */
export async function queueActivityMail(
  tx: Tx,
  cfg: ActivityMailConfig,
  input: ActivityMailInput,
): Promise<boolean> {
  if (!SUBJECTS[input.type] || input.to === input.from) return false;
  const { recipient, actor } = await findMailPeople(tx, input.to, input.from);
  if (!recipient?.on || !actor) return false;
  const draft = activityMailDraft(cfg, input, recipient.email, actor)!;
  if (!(await hitLimit(tx, draft.gate.key, draft.gate.rule)).allowed) return false;
  await enqueueMail(tx, draft.mail);
  return true;
}
