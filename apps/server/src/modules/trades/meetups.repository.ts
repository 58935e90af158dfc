import type { Meetup } from '@campus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { meetups, posts } from '../../db/schema';

export type MeetupRow = typeof meetups.$inferSelect;
export type MeetupChange = Partial<
  Pick<MeetupRow, 'status' | 'outcome' | 'proposedBy' | 'startsAt' | 'remindedAt' | 'askedAt' | 'handoffCode'>
>;

const PREVIEW_MAX = 80;

/** The card's columns: the meetup and its listing's preview and status now. */
const cardColumns = {
  row: meetups,
  preview: sql<string>`left(${posts.plainText}, ${sql.raw(String(PREVIEW_MAX))})`,
  postStatus: posts.status,
};

/** A row and its listing as the API gives them to the viewer: the handoff code to the buyer only. */
export function meetupOf(
  r: { row: MeetupRow; preview: string; postStatus: Meetup['post']['status'] },
  viewerId: string,
): Meetup {
  const m = r.row;
  const holdsCode = m.status === 'accepted' && m.outcome === null && m.buyerId === viewerId;
  return {
    id: m.id,
    chatId: m.chatId,
    post: { id: m.postId, preview: r.preview, status: r.postStatus },
    sellerId: m.sellerId,
    buyerId: m.buyerId,
    proposedBy: m.proposedBy,
    place: m.place,
    spot: m.spot,
    startsAt: m.startsAt.toISOString(),
    status: m.status,
    outcome: m.outcome,
    handoffCode: holdsCode ? m.handoffCode : null,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The chat's meetups, oldest first, with their listings. One query. */
export async function listChatMeetups(db: Executor, chatId: string, viewerId: string): Promise<Meetup[]> {
  const rows = await db
    .select(cardColumns)
    .from(meetups)
    .innerJoin(posts, eq(posts.id, meetups.postId))
    .where(eq(meetups.chatId, chatId))
    .orderBy(meetups.createdAt, meetups.id);
  return rows.map((r) => meetupOf(r, viewerId));
}

/** One meetup with its listing, for a card. */
export async function findMeetupCard(
  db: Executor,
  id: string,
  viewerId: string,
): Promise<Meetup | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(meetups)
    .innerJoin(posts, eq(posts.id, meetups.postId))
    .where(eq(meetups.id, id));
  return row ? meetupOf(row, viewerId) : undefined;
}

/**
 * The listings a meetup in this chat may be about: top-level posts of either member, on the campus,
 * not removed, shared in the chat (a message carries them). One query.
 */
export async function listChatListings(
  db: Executor,
  chatId: string,
  campusId: string,
  memberIds: string[],
): Promise<{ id: string; preview: string; userId: string; status: Meetup['post']['status'] }[]> {
  return db
    .selectDistinctOn([posts.id], {
      id: posts.id,
      preview: sql<string>`left(${posts.plainText}, ${sql.raw(String(PREVIEW_MAX))})`,
      userId: posts.userId,
      status: posts.status,
    })
    .from(posts)
    .where(
      and(
        eq(posts.campusId, campusId),
        eq(posts.type, 'post'),
        sql`${posts.postCommentedOn} is null and ${posts.removedAt} is null`,
        sql`${posts.userId} in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        sql`exists (select 1 from messages m where m.chat_id = ${chatId}
          and m.shared_post_id = ${posts.id} and m.removed_at is null)`,
      ),
    )
    .orderBy(posts.id);
}

export async function insertMeetup(db: Executor, values: typeof meetups.$inferInsert): Promise<MeetupRow> {
  const [row] = await db.insert(meetups).values(values).returning();
  return row!;
}

export async function deleteMeetup(db: Executor, id: string): Promise<void> {
  await db.delete(meetups).where(eq(meetups.id, id));
}

/** The meetup's row, locked until the transaction ends (two answers at once take turns). */
export async function lockMeetup(tx: Tx, id: string): Promise<MeetupRow | undefined> {
  const [row] = await tx.select().from(meetups).where(eq(meetups.id, id)).for('update');
  return row;
}

export async function findMeetup(db: Executor, id: string): Promise<MeetupRow | undefined> {
  const [row] = await db.select().from(meetups).where(eq(meetups.id, id));
  return row;
}

export async function updateMeetup(tx: Executor, id: string, change: MeetupChange): Promise<void> {
  await tx
    .update(meetups)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(meetups.id, id));
}

/**
 * The seller's answer to "Did the sale happen?" on an accepted meetup not answered yet: one
 * conditional UPDATE, so of two answers at once only one gets the row (false for the other).
 */
export async function settleMeetupRow(tx: Tx, id: string, outcome: 'sold' | 'not_sold'): Promise<boolean> {
  const rows = await tx
    .update(meetups)
    .set({ status: 'done', outcome, updatedAt: new Date() })
    .where(and(eq(meetups.id, id), eq(meetups.status, 'accepted'), sql`${meetups.outcome} is null`))
    .returning({ id: meetups.id });
  return rows.length === 1;
}

/**
 * Claims a run's work on an accepted meetup still set at `startsAt` and not done yet (the reminder,
 * or asking the seller whether the sale happened): one UPDATE, so of two runs at once (a retry, two
 * instances) only one gets the row.
 */
export async function claimMeetupRun(
  tx: Tx,
  kind: 'reminder' | 'outcome',
  id: string,
  startsAt: Date,
): Promise<MeetupRow | undefined> {
  const column = kind === 'reminder' ? meetups.remindedAt : meetups.askedAt;
  const [row] = await tx
    .update(meetups)
    .set(kind === 'reminder' ? { remindedAt: new Date() } : { askedAt: new Date() })
    .where(
      and(
        eq(meetups.id, id),
        eq(meetups.status, 'accepted'),
        eq(meetups.startsAt, startsAt),
        sql`${column} is null`,
      ),
    )
    .returning();
  return row;
}

/** A wrong handoff code: one more failure; the last allowed one locks confirming until `lockUntil`. One UPDATE. */
export async function recordMeetupHandoffFailure(
  db: Executor,
  id: string,
  triesMax: number,
  lockUntil: Date,
) {
  const next = sql`${meetups.handoffFailures} + 1`;
  await db
    .update(meetups)
    .set({
      handoffFailures: sql`case when ${next} >= ${triesMax} then 0 else ${next} end`,
      handoffLockedUntil: sql`case when ${next} >= ${triesMax} then ${lockUntil.toISOString()}::timestamptz else ${meetups.handoffLockedUntil} end`,
    })
    .where(eq(meetups.id, id));
}
