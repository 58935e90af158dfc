// The boost form's state and what it shows (accounts-and-money §5 Boost, §9): goal, website and
// button label, days or daily until paused, the price and the estimated reach.
import {
  BOOST_DEFAULT_DAYS,
  type BoostBody,
  boostAmountCents,
  DEFAULT_CTA_LABEL,
  formatDollars,
  REACH_TEXT,
  validateBoostGoal,
} from '@campus/domain';

export type BoostGoal = 'message' | 'profile' | 'website';

export interface BoostFormState {
  goal: BoostGoal;
  url: string;
  label: string;
  days: number;
  runUntilPause: boolean;
}

export const initialBoostForm: BoostFormState = {
  goal: 'message',
  url: '',
  label: DEFAULT_CTA_LABEL,
  days: BOOST_DEFAULT_DAYS,
  runUntilPause: false,
};

/** Field errors (url, label) with the spec's messages; empty when the form may be sent. */
export const boostFormErrors = (form: BoostFormState): Record<string, string> => validateBoostGoal(form);

/** The request body: url and label only for the website goal; daily until paused pays one day now. */
export function boostBodyOf(form: BoostFormState): BoostBody {
  const days = form.runUntilPause ? 1 : form.days;
  const base = { goal: form.goal, days, runUntilPause: form.runUntilPause };
  return form.goal === 'website'
    ? { ...base, url: form.url.trim(), label: form.label as BoostBody['label'] }
    : base;
}

/** '$5.00 a day × 3 days = $15.00', or '$5.00 a day until paused' (charged for the first day now). */
export function boostPriceText(form: BoostFormState): string {
  const daily = formatDollars(boostAmountCents(1));
  if (form.runUntilPause) return `${daily} a day until paused`;
  const days = `${form.days} ${form.days === 1 ? 'day' : 'days'}`;
  return `${daily} a day × ${days} = ${formatDollars(boostAmountCents(form.days))}`;
}

/** The estimated reach: '590 - 1,500' for a fixed duration, '980 - 2,600' daily until paused. */
export const boostReachText = (form: BoostFormState) =>
  form.runUntilPause ? REACH_TEXT.untilPaused : REACH_TEXT.fixed;
