import { ADS_EXTRA_MESSAGES as X } from '@campus/domain';

export interface CardForm {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

/** Stripe's usual test numbers: these succeed; the declines below fail with their reason. */
const SUCCEEDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005']);
const DECLINES: Record<string, string> = {
  '4000000000000002': X.cardDeclined,
  '4000000000009995': X.cardInsufficientFunds,
};

/** The local checkout's answer to a card: null when it pays, otherwise the message to show. */
export function checkTestCard(form: CardForm, now = new Date()): string | null {
  const number = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!(number in DECLINES) && !SUCCEEDS.has(number)) return X.cardNumberInvalid;
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now) return X.cardExpiryInvalid;
  const cvcLength = number.startsWith('3') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test((form.cvc ?? '').trim())) return X.cardCvcInvalid;
  if (!(form.name ?? '').trim()) return X.cardNameRequired;
  return DECLINES[number] ?? null;
}
