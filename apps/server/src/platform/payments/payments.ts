import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createLocalPayments, type LocalPayments } from './local-provider';
import type { PaymentsProvider } from './provider';
import { createStripePayments } from './stripe-provider';

/** The configured provider (PAYMENTS_PROVIDER); `local` also serves its hosted checkout page. */
export function createPaymentsProvider(
  config: Config,
  db: Database,
  secret: string,
): PaymentsProvider | LocalPayments {
  if (config.PAYMENTS_PROVIDER === 'stripe') {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createLocalPayments(db, secret);
}

export type { LocalPayments, LocalSession } from './local-provider';
export * from './provider';
