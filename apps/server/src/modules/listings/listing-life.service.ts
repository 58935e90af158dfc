// Renew or expire: 'Still selling {title}?' after the campus's reminder days (in the app, as a push and
// by e-mail by the seller's settings, with a one-tap renew link), expiry after its expiry days, and
// renewing (the owner, or the link). General posts (no price) never expire.
import { campusOrigin, type Post, RENEW_MESSAGES } from '@campus/domain';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { findUser } from '../accounts/accounts.service';
import { enqueueMail } from '../mail/mail.service';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { notifyChosen, publishNotifications } from '../notifications/notifications.service';
import { assertMember, getShownPost, type PostsDeps } from '../posts/posts.service';
import { lockPostForChange } from './listing.repository';
import {
  claimDueReminders,
  type DueReminder,
  expireDueListings,
  lockForRenewLink,
  moveReminderOn,
  renewListing,
} from './listing-life.repository';
import { assertOwnListing, setListingStatus } from './post-status.service';
import { type ReminderAction, readRenewToken, renewToken } from './renew-token';

export interface ListingLifeDeps {
  db: Database;
  bus: EventBus;
  activity: ActivityMailConfig;
}

/** The reminder's e-mail: Renew, Mark as Sold and Mark as Pending, each a signed link that needs no sign-in. */
function reminderMail(cfg: ActivityMailConfig, due: DueReminder) {
  const origin = campusOrigin(due.campus_id, cfg.publicUrl, cfg.campuses);
  const subject = RENEW_MESSAGES.stillSelling(due.plain_text);
  const link = (action: ReminderAction) =>
    `${origin}/api/listings/renew?t=${renewToken(cfg.secret, due.id, due.reminded_at, action)}`;
  const button = (href: string, label: string, primary: boolean) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:700;${primary ? 'background:#1f5fd6;color:#fff' : 'border:1px solid #1f5fd6;color:#1f5fd6'}">${escapeHtml(label)}</a>`;
  return {
    to: due.email,
    subject,
    html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p><strong>${escapeHtml(subject)}</strong></p>
<p>Renew it to keep it in the feed, or mark it as sold or pending.</p>
<p style="margin:24px 0">${button(link('renew'), RENEW_MESSAGES.renew, true)}${button(link('sold'), RENEW_MESSAGES.markSold, false)}${button(link('pending'), RENEW_MESSAGES.markPending, false)}</p>
</div>`,
  };
}

/**
 * One run of the listing-life job at `now`: claims the listings due a reminder and tells their
 * sellers, then expires those past their expiry, in one transaction; pushes and mail after it.
 */
export async function runListingLife(deps: ListingLifeDeps, now = new Date()) {
  const done = await deps.db.transaction(async (tx) => {
    const due = await claimDueReminders(tx, now);
    const notices = await notifyChosen(
      tx,
      due.map((d) => ({
        to: d.user_id,
        from: d.user_id,
        type: 'listing reminder' as const,
        postId: d.id,
        message: RENEW_MESSAGES.stillSelling(d.plain_text),
      })),
    );
    const mails = due.filter((d) => d.email_notifications);
    for (const d of mails) await enqueueMail(tx, reminderMail(deps.activity, d));
    const expired = await expireDueListings(tx, now);
    return { notices, mailed: mails.length > 0, expired };
  });
  await publishNotifications(deps, done.notices);
  if (done.mailed) deps.activity.nudgeMail();
  return { reminded: done.notices.length, expired: done.expired.length };
}

const notRenewable = () => new AppError(400, 'not_renewable', RENEW_MESSAGES.notRenewable);

/** Renew, by the listing's owner: back in the feed (at the top at most once a week). The post as shown. */
export async function renewOwnListing(
  deps: ListingLifeDeps,
  user: UserRow,
  campusId: string,
  postId: string,
): Promise<Post> {
  assertMember(user, campusId);
  await deps.db.transaction(async (tx) => {
    const post = assertOwnListing(await lockPostForChange(tx, postId), user, campusId);
    if (post.priceCents === null || post.status === 'sold') throw notRenewable();
    await renewListing(tx, postId, new Date());
  });
  return getShownPost(deps.db, campusId, postId, user.id);
}

/**
 * An e-mail link's answer (Renew, Mark as Sold or Mark as Pending), as the listing's owner: valid once
 * (any of the mail's links moves the reminder on), while it has not expired, and only with this
 * server's signature. What it did, or null.
 */
export async function answerByLink(
  deps: PostsDeps,
  token: string,
  now = new Date(),
): Promise<ReminderAction | null> {
  const claim = readRenewToken(deps.activity.secret, token, now);
  if (!claim) return null;
  const answered = async (tx: Executor) => {
    const post = await lockForRenewLink(tx, claim.postId);
    if (!post?.reminded_at || post.reminded_at.getTime() !== claim.remindedAt) return undefined;
    return post;
  };
  if (claim.action === 'renew')
    return deps.db.transaction(async (tx) => {
      if (!(await answered(tx))) return null;
      await renewListing(tx, claim.postId, now);
      return claim.action;
    });
  const post = await answered(deps.db);
  const owner = post && (await findUser(deps.db, post.user_id));
  if (!post || !owner) return null;
  try {
    await setListingStatus(deps, owner, post.campus_id, post.id, { status: claim.action }, async (tx) => {
      // Checked again under the lock: a second tap on the same link finds the reminder moved on.
      if (!(await answered(tx))) throw new AppError(400, 'link_used', RENEW_MESSAGES.linkInvalidText);
      await moveReminderOn(tx, post.id, now);
    });
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
  return claim.action;
}
