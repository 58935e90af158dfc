// How the server reaches the identity provider an administrator named: through the guarded fetch
// (platform/http/outbound-fetch.ts), private networks only where SSO_ALLOW_PRIVATE_ADDRESSES says,
// plain http only outside production; and the sentence an administrator reads when refused.
import { IDP_ADDRESS_MESSAGES as A } from '@campus/domain';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import { checkOutboundUrl, type OutboundOptions, OutboundRefused } from '../../platform/http/outbound-fetch';

export type IdpOutbound = OutboundOptions;

export const idpOutboundOf = (
  config: Pick<Config, 'SSO_ALLOW_PRIVATE_ADDRESSES' | 'isProduction'>,
): IdpOutbound => ({ allowPrivate: config.SSO_ALLOW_PRIVATE_ADDRESSES, allowHttp: !config.isProduction });

/** The administrator's sentence for an address the guard refused; null for any other failure. */
export function refusedAddressSentence(err: unknown): string | null {
  if (!(err instanceof OutboundRefused)) return null;
  if (err.reason === 'private') return A.privateNetwork;
  if (err.reason === 'scheme') return A.httpsOnly;
  return null;
}

/**
 * An OIDC issuer checked on save (nothing is fetched then): refused beside the issuer field when
 * it is, or its name resolves to, a private address. A name that does not resolve now is saved as
 * before; the discovery at sign-in goes through the same guard.
 */
export async function checkIssuerAddress(issuer: string, outbound: IdpOutbound): Promise<void> {
  try {
    await checkOutboundUrl(new URL(issuer), outbound);
  } catch (err) {
    const sentence = refusedAddressSentence(err);
    if (sentence) throw new AppError(400, 'validation_error', sentence, { issuer: sentence });
  }
}
