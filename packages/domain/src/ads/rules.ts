import { formatWholeNumber } from '../text/whole-number';
import { AD_PRICE_PER_DAY_CENTS, AD_URL_MAX, ADS_MESSAGES, DEFAULT_CTA_LABEL } from './messages';

type Status =
  | 'checkout'
  | 'in_review'
  | 'scheduled'
  | 'active'
  | 'paused'
  | 'rejected'
  | 'stopped'
  | 'completed';

/** amount_budgeted in cents = 500 × days (§9). */
export const boostAmountCents = (days: number): number => AD_PRICE_PER_DAY_CENTS * days;

/** Cents as US dollars: 0 → '$0.00', 123456 → '$1,234.56'. */
export function formatDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = formatWholeNumber(Math.floor(abs / 100));
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** A charge on the payments page: money spent, with a minus sign ('−$15.00'), never read as funds. */
export function formatCharge(cents: number): string {
  return `\u2212${formatDollars(Math.abs(cents))}`;
}

/** The website goal's URL: required, at most 50 characters, an https URL with a host name. */
export function validateWebsiteUrl(url: string | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return ADS_MESSAGES.websiteRequired;
  if (value.length > AD_URL_MAX) return ADS_MESSAGES.websiteInvalid;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' || !parsed.hostname.includes('.')) return ADS_MESSAGES.websiteInvalid;
  } catch {
    return ADS_MESSAGES.websiteInvalid;
  }
  return null;
}

/** Field errors of a boost's goal (empty when valid): `url` and `label` for the website goal. */
export function validateBoostGoal(v: { goal: string; url?: string; label?: string }): Record<string, string> {
  if (v.goal !== 'website') return {};
  const errors: Record<string, string> = {};
  const url = validateWebsiteUrl(v.url);
  if (url) errors.url = url;
  if (!v.label?.trim()) errors.label = ADS_MESSAGES.labelRequired;
  return errors;
}

/** The call to action an ad stores: url and label only for a website. */
export function ctaOf(v: { goal: 'message' | 'profile' | 'website'; url?: string; label?: string }) {
  return v.goal === 'website'
    ? { type: v.goal, url: v.url!.trim(), label: v.label ?? DEFAULT_CTA_LABEL }
    : { type: v.goal };
}

/** 'Xd Yh Zm', 'Yh Zm' or 'Zm'; 'Expired' at zero or less (§9). */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return ADS_MESSAGES.expired;
  const minutes = Math.floor(ms / 60_000);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m`;
}

interface AdTimes {
  status: Status;
  startTime: string | null;
  endTimeAdjusted: string | null;
  pausedAt: string | null;
  timePausedMs: number;
  endedAt: string | null;
  durationMinutes: number;
  amountBudgetedCents: number;
}

/**
 * Milliseconds an ad has left: null before it starts or when it runs until paused; a paused ad's
 * clock stands still; a stopped or completed ad has none.
 */
export function adRemainingMs(ad: AdTimes, now: number): number | null {
  if (ad.status === 'stopped' || ad.status === 'completed') return 0;
  if (!ad.endTimeAdjusted) return null;
  const at = ad.status === 'paused' && ad.pausedAt ? Date.parse(ad.pausedAt) : now;
  return Date.parse(ad.endTimeAdjusted) - at;
}

/** Time left as /ads shows it: the spec's format, 'Until paused' for an endless ad, '--' unpaid. */
export function adTimeLeftText(ad: AdTimes, now: number, untilPaused: string): string {
  if (ad.status === 'checkout' || !ad.startTime) return '--';
  const ms = adRemainingMs(ad, now);
  return ms === null ? untilPaused : formatTimeLeft(ms);
}

/** The budget's share of the time the ad has run (paused time excluded), capped at the budget. */
export function adSpentCents(ad: AdTimes, now: number): number {
  if (!ad.startTime || ad.status === 'checkout') return 0;
  if (ad.status === 'completed') return ad.amountBudgetedCents;
  const until = Math.min(
    now,
    ad.endedAt ? Date.parse(ad.endedAt) : Number.POSITIVE_INFINITY,
    ad.pausedAt ? Date.parse(ad.pausedAt) : Number.POSITIVE_INFINITY,
  );
  const ranMs = until - Date.parse(ad.startTime) - ad.timePausedMs;
  const share = Math.min(1, Math.max(0, ranMs / (ad.durationMinutes * 60_000)));
  return Math.round(ad.amountBudgetedCents * share);
}

/** '-- of $15.00' for checkout, scheduled and in review; otherwise '$3.00 of $15.00' (§4.6). */
export function formatBudget(ad: {
  status: Status;
  totalSpentCents: number;
  amountBudgetedCents: number;
}): string {
  const spent =
    ad.status === 'checkout' || ad.status === 'scheduled' || ad.status === 'in_review'
      ? '--'
      : formatDollars(ad.totalSpentCents);
  return `${spent} of ${formatDollars(ad.amountBudgetedCents)}`;
}

/** Statuses that keep a post from being boosted again (§4.6). */
export const BLOCKING_AD_STATUSES: readonly Status[] = ['active', 'paused', 'scheduled', 'in_review'];
export const isAlreadyBoosted = (status: Status | null | undefined): boolean =>
  status != null && BLOCKING_AD_STATUSES.includes(status);

export type PostAdBadge = 'boosted' | 'adPaused' | null;
export type PostAdButton = 'boostFor5' | 'boostAgain' | 'viewAnalytics' | 'cta' | 'sendMessage';

/**
 * The post page's ad badge and button (§4.6): 'Boosted' when the ad is active; 'Ad Paused' for the
 * owner when paused. The owner gets Boost for $5 (no ad), Boost Again (stopped or completed) or View
 * Analytics (no boost button on a sold post); others get the call to action of an active website ad,
 * otherwise Send Message.
 */
export function postAdControls(input: {
  isOwner: boolean;
  ad: { status: Status } | null;
  cta: { type: string } | null;
  /** A sold post cannot be boosted: no Boost for $5 or Boost Again to be refused after the tap. */
  sold?: boolean;
}): { badge: PostAdBadge; button: PostAdButton | null } {
  const status = input.ad?.status ?? null;
  const badge: PostAdBadge =
    status === 'active' ? 'boosted' : status === 'paused' && input.isOwner ? 'adPaused' : null;
  if (input.isOwner) {
    const canBoost = !input.sold;
    if (!status) return { badge, button: canBoost ? 'boostFor5' : null };
    if (status === 'stopped' || status === 'completed')
      return { badge, button: canBoost ? 'boostAgain' : null };
    return { badge, button: 'viewAnalytics' };
  }
  if (status === 'active' && input.cta?.type === 'website') return { badge, button: 'cta' };
  return { badge, button: 'sendMessage' };
}

/**
 * Weaves sponsored posts into a feed page (community §4): after every 4th post, counted from the
 * top of the feed (`shownBefore` posts came on earlier pages), rotating through the sponsored list.
 * Each ad shows at most once per page: once every ad has had a slot, the page's later slots stay
 * empty (the next page goes on with the rotation).
 */
export function interleaveSponsored<T>(page: T[], sponsored: T[], shownBefore: number, every = 4): T[] {
  if (sponsored.length === 0) return page;
  const firstSlot = Math.floor(shownBefore / every);
  const start = firstSlot % sponsored.length;
  // The rotation from this page's first slot on, each ad once.
  const queue = [...sponsored.slice(start), ...sponsored.slice(0, start)];
  const out: T[] = [];
  page.forEach((item, i) => {
    out.push(item);
    const position = shownBefore + i + 1;
    if (position % every === 0 && queue.length > 0) out.push(queue.shift()!);
  });
  return out;
}
