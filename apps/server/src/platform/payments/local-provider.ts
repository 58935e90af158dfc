import crypto from 'node:crypto';
import { ADS_EXTRA_MESSAGES } from '@campus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localCheckoutSessions } from '../../db/schema';
import { InvalidSignatureError, type PaymentsProvider, type ProviderSession } from './provider';
import { type CardForm, checkTestCard } from './test-cards';

/** Signed callbacks older than this are refused, as Stripe does. */
const TOLERANCE_S = 300;

export type LocalSession = typeof localCheckoutSessions.$inferSelect;

export interface LocalPayments extends PaymentsProvider {
  readonly name: 'local';
  /** The session behind the hosted page, if it exists. */
  findSession(id: string): Promise<LocalSession | undefined>;
  /**
   * Charges a test card. Paid: the session is complete and a signed `checkout.session.completed`
   * callback is returned for the webhook path. Otherwise the decline message.
   */
  pay(
    id: string,
    card: CardForm,
  ): Promise<{ ok: true; payload: string; signature: string } | { ok: false; message: string }>;
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(18).toString('base64url')}`;

function toSession(row: LocalSession): ProviderSession {
  return {
    id: row.id,
    paid: row.paymentStatus === 'paid',
    paymentId: row.paymentId,
    amountCents: row.amountCents,
    metadata: row.metadata,
  };
}

/**
 * The embedded provider: its own hosted checkout page (/pay/local/{id}) on the site that started
 * the boost, test cards only, completion through an HMAC-signed callback like Stripe's webhooks.
 */
export function createLocalPayments(db: Database, secret: string): LocalPayments {
  const key = crypto.createHmac('sha256', secret).update('local-payments-webhook').digest();
  const sign = (payload: string, t: number) =>
    `t=${t},v1=${crypto.createHmac('sha256', key).update(`${t}.${payload}`).digest('hex')}`;

  return {
    name: 'local',
    async createCheckout(input) {
      const id = randomId('cs_local');
      await db.insert(localCheckoutSessions).values({
        id,
        amountCents: input.amountCents,
        productName: input.productName,
        successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
        cancelUrl: input.cancelUrl.replace('{CHECKOUT_SESSION_ID}', id),
        metadata: input.metadata,
      });
      return { id, url: `${new URL(input.successUrl).origin}/pay/local/${id}` };
    },
    async retrieveSession(id) {
      const row = await this.findSession(id);
      if (!row) throw new Error(`No local checkout session ${id}`);
      return toSession(row);
    },
    verifyWebhook(rawBody, signature) {
      const parts = Object.fromEntries((signature ?? '').split(',').map((p) => p.split('=', 2)));
      const t = Number(parts.t);
      const expected = Number.isFinite(t) ? sign(rawBody, t) : '';
      const given = `t=${parts.t},v1=${parts.v1}`;
      if (
        !signature ||
        expected.length !== given.length ||
        !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given))
      )
        throw new InvalidSignatureError();
      if (Math.abs(Date.now() / 1000 - t) > TOLERANCE_S) throw new InvalidSignatureError('Stale signature');
      const event = JSON.parse(rawBody) as { id: string; type: string; session: ProviderSession };
      return { id: event.id, type: event.type, session: event.session };
    },
    async expireCheckout(id) {
      await db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
    },
    async refund(input) {
      // One refund per payment, as an idempotency key would give: asking again returns it.
      const [row] = await db
        .update(localCheckoutSessions)
        .set({ refundId: sql`coalesce(${localCheckoutSessions.refundId}, ${randomId('re_local')})` })
        .where(
          and(
            eq(localCheckoutSessions.paymentId, input.paymentId),
            eq(localCheckoutSessions.paymentStatus, 'paid'),
            eq(localCheckoutSessions.amountCents, input.amountCents),
          ),
        )
        .returning({ refundId: localCheckoutSessions.refundId });
      if (!row?.refundId) throw new Error(`No paid local payment ${input.paymentId} of ${input.amountCents}`);
      return { id: row.refundId };
    },
    async findSession(id) {
      const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id));
      return row;
    },
    async pay(id, card) {
      const message = checkTestCard(card);
      if (message) return { ok: false, message };
      const [row] = await db
        .update(localCheckoutSessions)
        .set({
          status: 'complete',
          paymentStatus: 'paid',
          paymentId: sql`coalesce(${localCheckoutSessions.paymentId}, ${randomId('pi_local')})`,
        })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
        .returning();
      if (!row) return { ok: false, message: ADS_EXTRA_MESSAGES.checkoutClosed };
      const payload = JSON.stringify({
        id: randomId('evt_local'),
        type: 'checkout.session.completed',
        session: toSession(row),
      });
      return { ok: true, payload, signature: sign(payload, Math.floor(Date.now() / 1000)) };
    },
  };
}
