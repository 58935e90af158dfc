import { PROFILE_MESSAGES } from '../search/messages';
import { choices } from '../text/choices';

/** What a member can report: a post, a comment, a chat message, a profile or a rating. */
export const REPORT_TARGETS = ['post', 'comment', 'message', 'profile', 'rating'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The longest note ('Tell us more') a report carries. */
export const REPORT_NOTE_MAX = 500;

/** Why, in the order the report dialog lists them. */
export const { values: REPORT_REASONS, labels: REPORT_REASON_LABELS } = choices({
  scam: 'Scam or fraud',
  prohibited: 'Prohibited item',
  harassment: 'Harassment or hate',
  spam: 'Spam',
  other: 'Something else',
});
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The report dialog and its answers. The profile's thanks is the spec's (community §2); the others
 * are written in the same voice.
 */
export const REPORT_MESSAGES = {
  menuItem: 'Report',
  title: {
    post: 'Report post',
    comment: 'Report comment',
    message: 'Report message',
    profile: 'Report user',
    rating: 'Report rating',
  } satisfies Record<ReportTarget, string>,
  question: 'Why are you reporting this?',
  noteLabel: 'Tell us more',
  notePlaceholder: 'What happened?',
  submit: 'Send Report',
  cancel: 'Cancel',
  noteRequired: 'Tell us what is wrong.',
  reasonRequired: 'Choose a reason.',
  thanks: {
    post: 'Post Reported. Thanks for letting us know.',
    comment: 'Comment Reported. Thanks for letting us know.',
    message: 'Message Reported. Thanks for letting us know.',
    profile: PROFILE_MESSAGES.reported,
    rating: 'Rating Reported. Thanks for letting us know.',
  } satisfies Record<ReportTarget, string>,
  cannotReportSelf: PROFILE_MESSAGES.cannotReportSelf,
  cannotReportOwn: "You can't report your own post or message.",
  missing: 'This is no longer available.',
} as const;
