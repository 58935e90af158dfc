import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mail } from '../../db/schema';

export type MailRow = typeof mail.$inferSelect;
export type Executor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

export async function insertMail(
  db: Executor,
  row: { to: string; subject: string; html: string; headers?: string; aboutUserId?: string },
) {
  const [inserted] = await db.insert(mail).values(row).returning({ id: mail.id });
  return inserted!.id;
}

/**
 * Claims up to `limit` due messages for this worker: counts the attempt and leases them for two
 * minutes, so another instance (or a crash) cannot send them twice at once.
 */
export async function claimDueMail(db: Database, limit: number): Promise<MailRow[]> {
  const result = await db.execute<MailRow>(sql`
    update mail set attempts = attempts + 1, next_attempt_at = now() + interval '2 minutes'
    where id in (
      select id from mail where state = 'pending' and next_attempt_at <= now()
      order by next_attempt_at limit ${limit} for update skip locked
    )
    returning id, "to", subject, html, headers, attempts`);
  return result.rows as MailRow[];
}

export async function markMailDelivered(db: Database, id: string, state: 'sent' | 'captured') {
  await db.update(mail).set({ state, sentAt: new Date(), lastError: null }).where(eq(mail.id, id));
}

export async function markMailFailed(db: Database, id: string, error: string, retryAt: Date | null) {
  await db
    .update(mail)
    .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, state: 'failed' })
    .where(eq(mail.id, id));
}

export async function listMail(db: Database, to: string | undefined, limit: number): Promise<MailRow[]> {
  return db
    .select()
    .from(mail)
    .where(to ? and(eq(mail.to, to.toLowerCase())) : undefined)
    .orderBy(desc(mail.createdAt), desc(mail.id))
    .limit(limit);
}
