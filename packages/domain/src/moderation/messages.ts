// Moderation wording and the actions it names, apart from the moderation schemas: the web's error
// sentences need them without zod.
/** What a moderator does with the reports on one target. */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** The date and time a suspension ends, as people read it ('May 3, 2026 at 2:05 PM UTC'). */
export function formatUntil(iso: string, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** Moderation wording: the queue, its answers, what the people concerned are told. */
export const MODERATION_MESSAGES = {
  pageTitle: 'Moderation',
  reportsTab: 'Reports',
  adsTab: 'Ads in review',
  moderatorsTab: 'Moderators',
  auditTab: 'Audit log',
  noReports: 'No open reports',
  noAds: 'No ads in review',
  noModerators: 'No moderators yet',
  noAudit: 'Nothing in the audit log yet',
  reasonLabel: 'Reason',
  daysLabel: 'Days',
  removeContentLabel: 'Also remove the content',
  notModerator: 'Only moderators of this campus can do this.',
  notAdmin: 'Only administrators can do this.',
  nothingOpen: 'These reports were already resolved.',
  profileNotRemovable: "A profile can't be removed: warn, suspend or ban the member instead.",
  done: {
    dismiss: 'Reports dismissed',
    remove: 'Content removed',
    warn: 'Member warned',
    suspend: 'Member suspended',
    ban: 'Member banned',
  } satisfies Record<ModerationAction, string>,
  cannotActOnStaff: "Moderators and administrators can't be warned, suspended or banned here.",
  // What the people concerned are told (notifications).
  resolvedActioned: 'Thanks for your report. A moderator reviewed it and took action.',
  resolvedDismissed: 'Thanks for your report. A moderator reviewed it and found no rule broken.',
  removed: (what: string, reason: string) => `A moderator removed your ${what}: ${reason}`,
  warned: (reason: string) => `A moderator warned you: ${reason}`,
  suspendedNotice: (untilIso: string, reason: string) =>
    `Your account is suspended until ${formatUntil(untilIso)}: ${reason}`,
  /** The answer to a suspended member who tries to post, comment, message or boost. */
  suspended: (untilIso: string, timeZone?: string) =>
    `Your account is suspended until ${formatUntil(untilIso, timeZone)}. You can read, but you can't post, comment, send messages or boost posts until then.`,
  // Administrators
  appointLabel: 'Username or e-mail',
  appoint: 'Appoint moderator',
  appointed: 'Moderator appointed',
  removeModerator: 'Remove',
  moderatorRemoved: 'Moderator removed',
  noSuchMember: 'No member of this campus has that username or e-mail.',
  alreadyModerator: 'Already a moderator of this campus.',
  notAModerator: 'Not a moderator of this campus.',
  // Ad review
  approve: 'Approve',
  reject: 'Reject',
  approved: 'Ad approved',
  rejected: 'Ad rejected and refunded',
  adNotInReview: 'This ad is no longer in review.',
  adRejectedNotice: (title: string, reason: string) =>
    `Your ad "${title}" was rejected and your payment refunded: ${reason}`,
  messageRemovedPreview: 'Message removed by a moderator',
  refundFailed: "The refund didn't go through. The ad is still in review; try again.",
} as const;
