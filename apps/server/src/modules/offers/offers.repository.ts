// The SQL of offers: the cards, the buyer's open offer on a listing, the answers as conditional
// UPDATEs (of two at once exactly one changes the row), the expiry and the handoff's tries.
import type { Offer } from '@campus/domain';
import { and, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { offers, posts } from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;
export type OfferChange = Partial<
  Pick<OfferRow, 'status' | 'proposedBy' | 'amountCents' | 'message' | 'expiresAt' | 'handoffCode'>
>;

const PREVIEW_MAX = 80;

/** The card's columns: the offer and its listing's preview, status and price now. */
const cardColumns = {
  row: offers,
  preview: sql<string>`left(${posts.plainText}, ${sql.raw(String(PREVIEW_MAX))})`,
  postStatus: posts.status,
  priceCents: posts.priceCents,
};
type CardRow = {
  row: OfferRow;
  preview: string;
  postStatus: Offer['post']['status'];
  priceCents: number | null;
};

/**
 * A row as the API gives it to the viewer: the handoff code to the buyer only. An accepted offer on
 * a listing the seller put back to Available reads as released.
 */
export function offerOf(r: CardRow, viewerId: string): Offer {
  const o = r.row;
  const released = o.status === 'accepted' && r.postStatus === 'available';
  return {
    id: o.id,
    chatId: o.chatId,
    post: { id: o.postId, preview: r.preview, status: r.postStatus, priceCents: r.priceCents },
    sellerId: o.sellerId,
    buyerId: o.buyerId,
    proposedBy: o.proposedBy,
    amountCents: o.amountCents,
    message: o.message,
    status: released ? 'released' : o.status,
    expiresAt: o.expiresAt.toISOString(),
    createdAt: o.createdAt.toISOString(),
    handoffCode: o.status === 'accepted' && !released && o.buyerId === viewerId ? o.handoffCode : null,
    handoffLockedUntil:
      o.sellerId === viewerId && o.handoffLockedUntil && o.handoffLockedUntil > new Date()
        ? o.handoffLockedUntil.toISOString()
        : null,
  };
}

const cards = (db: Executor) =>
  db.select(cardColumns).from(offers).innerJoin(posts, eq(posts.id, offers.postId));

/** The chat's offers, oldest first, with their listings. One query. */
export async function listChatOffers(db: Executor, chatId: string, viewerId: string): Promise<Offer[]> {
  const rows = await cards(db).where(eq(offers.chatId, chatId)).orderBy(offers.createdAt, offers.id);
  return rows.map((r) => offerOf(r, viewerId));
}

/** The viewer's offers on the campus, newest first: those on their listings and those they made. */
export async function listOffersOf(db: Executor, userId: string, campusId: string): Promise<Offer[]> {
  const rows = await cards(db)
    .where(and(eq(offers.campusId, campusId), or(eq(offers.sellerId, userId), eq(offers.buyerId, userId))))
    .orderBy(desc(offers.updatedAt), desc(offers.id))
    .limit(200);
  return rows.map((r) => offerOf(r, userId));
}

/** One offer with its listing, for a card. */
export async function findOfferCard(db: Executor, id: string, viewerId: string): Promise<Offer | undefined> {
  const [row] = await cards(db).where(eq(offers.id, id));
  return row ? offerOf(row, viewerId) : undefined;
}

export async function findOffer(db: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

/** The offer's row, held for update until the transaction ends. */
export async function lockOffer(tx: Tx, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
  return row;
}

/** The buyer's open offer on the listing (at most one: offers_open_key), held for update. */
export async function lockOpenOffer(tx: Tx, postId: string, buyerId: string) {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.postId, postId), eq(offers.buyerId, buyerId), eq(offers.status, 'open')))
    .for('update');
  return row;
}

/** The offer the buyer made with this client key, if any. */
export async function findOfferByClientKey(db: Executor, buyerId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.buyerId, buyerId), eq(offers.clientKey, clientKey)));
  return row;
}

export async function insertOffer(tx: Executor, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(
  tx: Executor,
  id: string,
  change: OfferChange & { clientKey?: string | null; clientHash?: string | null },
) {
  await tx
    .update(offers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(offers.id, id));
}

export async function deleteOffer(db: Executor, id: string) {
  await db.delete(offers).where(eq(offers.id, id));
}

/** The seller accepted another offer: the listing's other open offers close. Their chats, to tell. */
export async function closeOtherOffers(tx: Executor, postId: string, acceptedId: string) {
  return tx
    .update(offers)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(offers.postId, postId), eq(offers.status, 'open'), ne(offers.id, acceptedId)))
    .returning({ id: offers.id, chatId: offers.chatId, buyerId: offers.buyerId });
}

/** An accepted offer on a listing the seller put back to Available no longer holds it. */
export async function releaseAcceptedOffers(tx: Executor, postId: string) {
  await tx
    .update(offers)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(offers.postId, postId), eq(offers.status, 'accepted')));
}

/** Open past its time: expired, in one conditional UPDATE (a second run changes nothing). */
export async function expireOffer(db: Executor, id: string, now: Date) {
  const [row] = await db
    .update(offers)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.status, 'open'), lte(offers.expiresAt, now)))
    .returning({ id: offers.id });
  return row;
}

/** The handoff confirmed: accepted becomes sold, once (of two confirms at once one changes the row). */
export async function markOfferSold(tx: Executor, id: string): Promise<boolean> {
  const rows = await tx
    .update(offers)
    .set({ status: 'sold', updatedAt: sql`now()` })
    .where(and(eq(offers.id, id), eq(offers.status, 'accepted')))
    .returning({ id: offers.id });
  return rows.length > 0;
}

/**
 * A wrong handoff code: one more failure, and at the last allowed one confirming locks until
 * `lockUntil` (the count starts again). One UPDATE, so tries at once each count.
 */
export async function recordHandoffFailure(db: Executor, id: string, triesMax: number, lockUntil: Date) {
  const [row] = await db
    .update(offers)
    .set({
      handoffFailures: sql`case when ${offers.handoffFailures} + 1 >= ${triesMax} then 0 else ${offers.handoffFailures} + 1 end`,
      handoffLockedUntil: sql`case when ${offers.handoffFailures} + 1 >= ${triesMax} then ${lockUntil.toISOString()}::timestamptz else ${offers.handoffLockedUntil} end`,
    })
    .where(eq(offers.id, id))
    .returning({ lockedUntil: offers.handoffLockedUntil });
  return row?.lockedUntil ?? null;
}
