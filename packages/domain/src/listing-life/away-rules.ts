// Away mode's words and rules without zod: the shell's refusal sentences load them.

/** The furthest ahead an away date may be set: a long break, not a way to hide a profile for good. */
export const AWAY_MAX_DAYS = 120;
/** An away note's length at most (one line above the message box). */
export const AWAY_NOTE_MAX = 200;

export const AWAY_MESSAGES = {
  title: 'Away',
  intro:
    'While you are away, your listings are hidden from the feed, search and alerts, and chats with you say when you are back.',
  awayUntil: "I'm away until",
  note: 'Note (optional)',
  save: 'Save',
  back: "I'm back",
  saved: 'Away mode is on',
  ended: 'Welcome back',
  pastDate: 'Pick a date after today.',
  tooFar: `Pick a date within ${AWAY_MAX_DAYS} days.`,
  /** 'Away until Jan 10' (the date as set, read in UTC so every viewer reads the same). */
  until: (date: string) => `Away until ${formatAwayDate(date)}`,
  /** The answer a chat gives at once to "Is this still available?" or an offer while the seller is away. */
  autoAnswer: (date: string, note: string | null) =>
    `I'm away until ${formatAwayDate(date)}.${note ? ` ${note}` : ''}`,
} as const;

/** 'Jan 10' for '2027-01-10'. */
export function formatAwayDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day `now` is in, as 'YYYY-MM-DD' (UTC: away ends when that day begins). */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Whether `until` can be set at `now`: after today and at most AWAY_MAX_DAYS ahead. Null when it can,
 * else the sentence that says why not.
 */
export function awayDateProblem(until: string, now: Date): string | null {
  const today = Date.parse(`${dayOf(now)}T00:00:00Z`);
  const at = Date.parse(`${until}T00:00:00Z`);
  if (!(at > today)) return AWAY_MESSAGES.pastDate;
  if (at - today > AWAY_MAX_DAYS * 24 * 60 * 60 * 1000) return AWAY_MESSAGES.tooFar;
  return null;
}

/** Whether someone away until `until` (or not at all) is still away at `now`. */
export function isAway(until: string | null, now: Date): until is string {
  return until !== null && until > dayOf(now);
}
