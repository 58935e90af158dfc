/**
 * A card payment provider with a hosted checkout (accounts-and-money §7.4). Two implementations,
 * chosen by PAYMENTS_PROVIDER: `local` (embedded, the default) and `stripe` (decision 014).
 */
export interface CheckoutInput {
  amountCents: number;
  productName: string;
  /** May carry `{CHECKOUT_SESSION_ID}`, which the provider replaces with the session's id. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

/** What the app needs to know about a checkout session. */
export interface ProviderSession {
  id: string;
  paid: boolean;
  /** The payment (Stripe: payment intent) once paid. */
  paymentId: string | null;
  amountCents: number | null;
  metadata: Record<string, string>;
}

/** A verified provider event; `session` is set for checkout-session events. */
export interface PaymentEvent {
  id: string;
  type: string;
  session: ProviderSession | null;
}

export interface RefundInput {
  /** The provider's payment (Stripe: payment intent). */
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type PaymentsProviderName = 'local' | 'stripe';

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<ProviderSession>;
  /** Closes an open session so it can no longer be paid; a paid or closed one is left as it is. */
  expireCheckout(id: string): Promise<void>;
  /**
   * Refunds a paid payment in full (a moderator rejected the ad). Idempotent per `idempotencyKey`:
   * asking again returns the same refund. Throws when the provider refuses.
   */
  refund(input: RefundInput): Promise<{ id: string }>;
  /** Verifies a webhook's signature (and age) and parses it; throws InvalidSignatureError. */
  verifyWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

export class InvalidSignatureError extends Error {
  constructor(message = 'Invalid signature') {
    super(message);
    this.name = 'InvalidSignatureError';
  }
}

/** Event types that may complete a payment. */
export const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);
