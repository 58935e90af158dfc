import Stripe from 'stripe';
import { InvalidSignatureError, type PaymentsProvider, type ProviderSession } from './provider';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (stripe-mock, a test server). */
  apiBase?: string;
}

function toSession(s: Stripe.Checkout.Session): ProviderSession {
  const intent = s.payment_intent;
  return {
    id: s.id,
    paid: s.payment_status === 'paid',
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: s.amount_total ?? null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
  };
}

/** Stripe Checkout: one line item (usd), mode payment; webhooks verified with the signing secret. */
export function createStripePayments(opts: StripeOptions): PaymentsProvider {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: 'usd',
              product_data: { name: input.productName },
              unit_amount: input.amountCents,
            },
            quantity: 1,
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        client_reference_id: input.metadata.adId,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a url');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      return toSession(await stripe.checkout.sessions.retrieve(id));
    },
    async expireCheckout(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      if (session.status === 'open') await stripe.checkout.sessions.expire(id);
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.paymentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id };
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        throw new InvalidSignatureError((err as Error).message);
      }
      const object = event.data.object as { object?: string };
      const session =
        object.object === 'checkout.session' ? toSession(object as Stripe.Checkout.Session) : null;
      return { id: event.id, type: event.type, session };
    },
  };
}
