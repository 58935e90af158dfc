// Standing and appeals wording, apart from the schemas: the settings page and the web's error
// sentences need it without zod.
import { STANDING_REFUSALS } from './refusals';

/** The longest appeal a member can write. */
export const APPEAL_TEXT_MAX = 1000;

/** What a member's standing lists: moderators' actions, and content of theirs held for review. */
export const STANDING_KINDS = ['warning', 'removal', 'suspension', 'held'] as const;
export type StandingKind = (typeof STANDING_KINDS)[number];

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** What the member and the moderators read about standing and appeals. */
export const STANDING_MESSAGES = {
  ...STANDING_REFUSALS,
  pageTitle: 'Your standing',
  settingsLink: 'Your standing',
  intro: 'What moderators did about your account, newest first. You can appeal each action once.',
  empty: 'Moderators have not acted on your account. You are in good standing.',
  kinds: {
    warning: 'Warning',
    removal: 'Removed content',
    suspension: 'Suspension',
    held: 'Waiting for review',
  } satisfies Record<StandingKind, string>,
  reasonLabel: 'Reason',
  removedWhat: (what: string) => `Your ${what} was removed.`,
  suspendedUntil: (until: string) => `Suspended until ${until}.`,
  heldWhat: (what: string) => `Your ${what} is held until a moderator reviews it. Only you can see it.`,
  heldNoAppeal: 'A moderator reviews it soon: there is nothing to appeal yet.',
  appeal: 'Appeal',
  appealLabel: 'Why should this be reversed?',
  sendAppeal: 'Send appeal',
  cancel: 'Cancel',
  appealSent: 'Appeal sent. A moderator will answer it.',
  status: {
    open: 'Appeal waiting for a moderator',
    upheld: 'Appeal upheld: the action stands',
    reversed: 'Appeal reversed: the action was undone',
  } satisfies Record<AppealStatus, string>,
  // The moderators' side: the appeals beside the reports.
  appealsHeading: 'Appeals',
  moreAppeals: 'Show more appeals',
  noAppeals: 'No open appeals',
  appealFrom: 'Appeal from',
  uphold: 'Uphold',
  reverse: 'Reverse',
  answered: {
    upheld: 'Appeal upheld',
    reversed: 'Appeal reversed',
  } satisfies Record<AppealOutcome, string>,
  // What the member is told (notifications).
  upheldNotice: (kind: string) =>
    `A moderator reviewed your appeal and upheld the ${kind.toLowerCase()}. It stands.`,
  reversedNotice: (kind: string) =>
    `A moderator reviewed your appeal and reversed the ${kind.toLowerCase()}. It has been undone.`,
} as const;
