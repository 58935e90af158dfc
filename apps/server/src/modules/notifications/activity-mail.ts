import crypto from 'node:crypto';
import { campusOrigin, findCatalogueCampus } from '@campus/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../mail/mail.service';
import type { NotificationType } from './notifications.service';

export interface ActivityMailConfig {
  publicUrl: string;
  /** Signs unsubscribe links. */
  secret: string;
  nudgeMail(): void;
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
};

export function unsubscribeToken(secret: string, userId: string): string {
  return crypto.createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * Queues the e-mail of an activity (message, comment, reply, like) in the caller's transaction:
 * not when the recipient turned e-mails off, not twice for one thread inside the window.
 * Returns whether an e-mail was queued.
 */
export async function queueActivityMail(
  tx: Tx,
  cfg: ActivityMailConfig,
  input: {
    to: string;
    from: string;
    type: NotificationType;
    campusId: string;
    path: string;
    threadKey: string;
    snippet?: string;
  },
): Promise<boolean> {
  const subject = SUBJECTS[input.type];
  if (!subject || input.to === input.from) return false;
  const [recipient] = await tx
    .select({ email: users.email, on: users.emailNotifications })
    .from(users)
    .where(eq(users.id, input.to));
  const [actor] = await tx
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, input.from));
  if (!recipient?.on || !actor) return false;
  const windowSeconds = ACTIVITY_MAIL_WINDOW_MS / 1000;
  const key = `activity-mail:${input.to}:${input.threadKey}`;
  const gate = await tx.execute<{ fresh: boolean }>(sql`
    insert into rate_limits as r (key, count, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then 1 else r.count + 1 end,
      window_started_at = case when r.window_started_at <= now() - make_interval(secs => ${windowSeconds}) then now() else r.window_started_at end
    returning count = 1 as fresh`);
  if (!gate.rows[0]?.fresh) return false;
  const origin = campusOrigin(input.campusId, cfg.publicUrl);
  const name = `${actor.first} ${actor.last}`;
  const unsubscribe = `${origin}/api/unsubscribe?u=${encodeURIComponent(input.to)}&t=${unsubscribeToken(cfg.secret, input.to)}`;
  const campus = findCatalogueCampus(input.campusId)?.shortName ?? 'Campus';
  await enqueueMail(tx, {
    to: recipient.email,
    subject: subject(name),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p><strong>${escapeHtml(subject(name))}</strong> on ${escapeHtml(campus)} Buy / Sell.</p>
${input.snippet ? `<blockquote style="border-left:3px solid #e1e5eb;margin:0;padding:4px 12px;color:#5b6470">${escapeHtml(input.snippet)}</blockquote>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(origin + input.path)}" style="background:#1f5fd6;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700">Reply</a></p>
<p style="color:#5b6470;font-size:13px">You get these e-mails because e-mail notifications are on in your settings.
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> from activity e-mails.</p>
</div>`,
  });
  return true;
}
