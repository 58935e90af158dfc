// Addresses that expire (mailinator.com, 10minutemail.com, …) are refused at sign-up: the list is the
// disposable-email-domains-js package's (kept up to date there), read on the server only.
import { AUTOMOD_MESSAGES } from '@campus/domain';
import { isDisposableEmail } from 'disposable-email-domains-js';
import { AppError } from '../../http/errors';

/** 400 with the rule's sentence when the (normalised) address is at a disposable mail service. */
export function assertNotDisposable(email: string): void {
  if (isDisposableEmail(email)) throw new AppError(400, 'disposable_email', AUTOMOD_MESSAGES.disposableEmail);
}
