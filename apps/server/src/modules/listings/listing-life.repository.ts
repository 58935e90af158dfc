// The SQL of renew or expire: the listing-life job's claims and a renewal. Each is one UPDATE whose
// conditions are re-read on the locked row, so two instances never remind or expire a listing twice.
import { LISTING_PERIOD_BOUNDS, RENEW_BUMP_DAYS } from '@campus/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

const DAY_MS = 86_400_000;
/** Priced top-level listings still listed (general posts, comments, sold and removed ones never expire). */
const listed = sql.raw(`p.price_cents is not null and p.post_commented_on is null and p.expired_at is null
  and p.status <> 'sold' and p.removed_at is null and p.type = 'post'`);

export type DueReminder = {
  id: string;
  user_id: string;
  campus_id: string;
  plain_text: string;
  reminded_at: Date;
  email: string;
  email_notifications: boolean;
};

/**
 * Claims the listings due their 'Still selling…?' at `now`: posted or renewed at least the campus's
 * reminder days ago and not reminded since. On posts_listing_life_idx (the shortest reminder bounds it).
 */
export async function claimDueReminders(db: Executor, now: Date): Promise<DueReminder[]> {
  const bound = new Date(now.getTime() - LISTING_PERIOD_BOUNDS.reminderDays.min * DAY_MS);
  const result = await db.execute<DueReminder>(sql`
    update posts p set reminded_at = ${now}
    from campuses c, users u
    where c.id = p.campus_id and u.id = p.user_id and ${listed} and p.reminded_at is null
      and coalesce(p.renewed_at, p.created_at) <= ${bound}
      and coalesce(p.renewed_at, p.created_at) <= ${now}::timestamptz - make_interval(days => c.listing_reminder_days)
    returning p.id, p.user_id, p.campus_id, p.plain_text, p.reminded_at, u.email, u.email_notifications`);
  return result.rows.map((r) => ({ ...r, reminded_at: new Date(r.reminded_at) }));
}

/** Expires the listings not renewed within the campus's expiry days by `now`: their ids. */
export async function expireDueListings(db: Executor, now: Date): Promise<string[]> {
  const bound = new Date(now.getTime() - LISTING_PERIOD_BOUNDS.expiryDays.min * DAY_MS);
  const result = await db.execute<{ id: string }>(sql`
    update posts p set expired_at = ${now}
    from campuses c
    where c.id = p.campus_id and ${listed}
      and coalesce(p.renewed_at, p.created_at) <= ${bound}
      and coalesce(p.renewed_at, p.created_at) <= ${now}::timestamptz - make_interval(days => c.listing_expiry_days)
    returning p.id`);
  return result.rows.map((r) => r.id);
}

/**
 * Renews a listing: its periods start again and an expired one is listed again. It goes back to the
 * top of the feed only when its place there is at least RENEW_BUMP_DAYS old. Whether it moved up.
 */
export async function renewListing(db: Executor, postId: string, now: Date): Promise<boolean> {
  const bumpBefore = new Date(now.getTime() - RENEW_BUMP_DAYS * DAY_MS);
  const result = await db.execute<{ bumped: boolean }>(sql`
    update posts set renewed_at = ${now}, reminded_at = null, expired_at = null,
      last_modified = case when last_modified <= ${bumpBefore} then ${now} else last_modified end
    where id = ${postId}
    returning last_modified = ${now} as bumped`);
  return result.rows[0]?.bumped ?? false;
}

/** A listing's row as a renew link checks it, locked until the transaction ends. */
export async function lockForRenewLink(db: Executor, postId: string) {
  const result = await db.execute<{
    id: string;
    user_id: string;
    campus_id: string;
    reminded_at: Date | null;
  }>(sql`
    select id, user_id, campus_id, reminded_at from posts
    where id = ${postId} and removed_at is null and price_cents is not null for update`);
  const row = result.rows[0];
  return row && { ...row, reminded_at: row.reminded_at ? new Date(row.reminded_at) : null };
}

/** Spends the reminder's links (they name its time) while keeping it reminded: no second reminder. */
export async function moveReminderOn(db: Executor, postId: string, now: Date): Promise<void> {
  await db.execute(sql`update posts set reminded_at = ${now} where id = ${postId}`);
}
