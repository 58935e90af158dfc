import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { ads, checkoutSessions, paymentEvents } from '../../db/schema';

export type CheckoutRecord = typeof checkoutSessions.$inferSelect;

/** A checkout session by the provider's id; with `lock`, held for update until the transaction ends. */
export async function findCheckout(db: Executor, provider: string, providerSessionId: string, lock = false) {
  const query = db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider as 'local'),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const lockCheckout = (tx: Tx, provider: string, providerSessionId: string) =>
  findCheckout(tx, provider, providerSessionId, true);

/** Records the provider's checkout session of an ad. */
export async function insertCheckout(tx: Executor, values: typeof checkoutSessions.$inferInsert) {
  await tx.insert(checkoutSessions).values(values);
}

/** The session is paid and fulfilled now (with the provider's payment id). */
export async function markCheckoutFulfilled(tx: Executor, id: string, paymentId: string | null, now: Date) {
  await tx
    .update(checkoutSessions)
    .set({ paymentStatus: 'paid', paymentId, fulfilledAt: now })
    .where(eq(checkoutSessions.id, id));
}

/** Keeps a provider's webhook event id; false when it was seen before. */
export async function recordPaymentEvent(
  tx: Executor,
  event: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const fresh = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return fresh.length > 0;
}

/** The user's paid ads, newest payment first: the payments page's activity. */
export async function listPaidAdsOf(db: Executor, userId: string) {
  return db
    .select({
      id: ads.id,
      title: ads.title,
      amountCents: ads.amountBudgetedCents,
      paidAt: ads.lastChargedAt,
      status: ads.status,
      postId: ads.postId,
    })
    .from(ads)
    .where(and(eq(ads.userId, userId), isNotNull(ads.lastChargedAt)))
    .orderBy(desc(ads.lastChargedAt), asc(ads.id));
}
