import { z } from 'zod';
import { meetingSpotSchema } from '../campuses/admin';
import { LISTING_STATUSES } from '../listings/rules';
import { answerBody } from './answer-body';
import { MEETUP_DAYS_AHEAD_MAX, MEETUP_MESSAGES, MEETUP_PLACE_MAX } from './meetup-messages';

export * from './meetup-messages';

/** The reminder goes this long before the meetup. */
export const MEETUP_REMINDER_BEFORE_MS = 60 * 60 * 1000;

export const MEETUP_STATUSES = ['proposed', 'accepted', 'declined', 'cancelled', 'done'] as const;
export type MeetupStatus = (typeof MEETUP_STATUSES)[number];

/** A meetup card: a place and a time about one listing, between the chat's two members. */
export const meetupSchema = z.object({
  id: z.string(),
  chatId: z.string(),
  post: z.object({ id: z.string(), preview: z.string(), status: z.enum(LISTING_STATUSES) }),
  sellerId: z.string(),
  buyerId: z.string(),
  /** Who set the current time: the other one answers it. */
  proposedBy: z.string(),
  place: z.string(),
  /** Whether the place is one of the campus's safe meeting spots. */
  spot: z.boolean(),
  startsAt: z.string(),
  status: z.enum(MEETUP_STATUSES),
  /** After an accepted meetup, the seller's answer to "Did the sale happen?". */
  outcome: z.enum(['sold', 'not_sold']).nullable(),
  /** The buyer's 4-digit handoff code, to the buyer only, while accepted and not settled. */
  handoffCode: z.string().nullable(),
  createdAt: z.string(),
});
export type Meetup = z.infer<typeof meetupSchema>;

/** GET /api/chats/:id/meetups: the chat's meetups, what one may be about, and where. */
export const chatMeetupsSchema = z.object({
  meetups: z.array(meetupSchema),
  /** The two members' listings shared in this chat and not sold yet. */
  listings: z.array(z.object({ id: z.string(), preview: z.string() })),
  spots: z.array(meetingSpotSchema),
});
export type ChatMeetups = z.infer<typeof chatMeetupsSchema>;
/** GET /api/campus/meeting-spots: the site's campus's safe meeting spots (none on the hub). */
export const meetingSpotsSchema = z.object({ spots: z.array(meetingSpotSchema) });

export const meetupResponseSchema = z.object({ meetup: meetupSchema });

const startsAt = z.iso.datetime({ offset: true, error: MEETUP_MESSAGES.badTime });

/** POST /api/chats/:id/meetups */
export const suggestMeetupBody = z.object({
  postId: z.uuid(),
  place: z
    .string(MEETUP_MESSAGES.placeLength)
    .trim()
    .min(1, MEETUP_MESSAGES.placeLength)
    .max(MEETUP_PLACE_MAX, MEETUP_MESSAGES.placeLength),
  spot: z.boolean(),
  startsAt,
});
export type SuggestMeetupBody = z.infer<typeof suggestMeetupBody>;

/** POST /api/meetups/:id/answer: accept, decline or cancel; propose with another time. */
export const answerMeetupBody = answerBody(['accept', 'decline', 'cancel'], 'propose', { startsAt });
export type AnswerMeetupBody = z.infer<typeof answerMeetupBody>;

/** POST /api/meetups/:id/outcome: the seller's answer to "Did the sale happen?". */
export const meetupOutcomeBody = z.object({ happened: z.boolean() });

export type MeetupRole = 'proposer' | 'answerer';

/** What the viewer may do with a meetup card now; the server decides the same way. */
export function meetupActions(
  m: Pick<Meetup, 'status' | 'proposedBy' | 'sellerId' | 'startsAt' | 'outcome'>,
  viewerId: string,
  now: Date,
): { answer: boolean; propose: boolean; cancel: boolean; askOutcome: boolean } {
  const open = m.status === 'proposed' || m.status === 'accepted';
  const past = new Date(m.startsAt).getTime() <= now.getTime();
  return {
    answer: m.status === 'proposed' && m.proposedBy !== viewerId && !past,
    propose: open && !past && (m.status === 'accepted' || m.proposedBy !== viewerId),
    cancel: open && !past,
    askOutcome: m.status === 'accepted' && past && m.outcome === null && m.sellerId === viewerId,
  };
}

/**
 * How soon a meetup is, as the reminder says it: 'in an hour' (the reminder's usual lead, and at most
 * what it says), 'in 3 minutes', 'in 1 minute', or 'now' once its time has come.
 */
export function meetupLead(startsAt: Date, now: Date): string {
  const minutes = Math.round((startsAt.getTime() - now.getTime()) / 60_000);
  if (minutes >= MEETUP_REMINDER_BEFORE_MS / 60_000) return 'in an hour';
  if (minutes > 1) return `in ${minutes} minutes`;
  return minutes === 1 ? 'in 1 minute' : 'now';
}

/** The sentence that refuses a meetup time, or null when it can be set: a past time has its own. */
export function meetupTimeRefusal(startsAt: Date, now: Date): string | null {
  if (Number.isNaN(startsAt.getTime())) return MEETUP_MESSAGES.badTime;
  if (startsAt.getTime() <= now.getTime()) return MEETUP_MESSAGES.pastTime;
  return isMeetupTimeAllowed(startsAt, now) ? null : MEETUP_MESSAGES.badTime;
}

/** Whether a time can be set for a meetup: later than now, and not more than 60 days ahead. */
export function isMeetupTimeAllowed(startsAt: Date, now: Date): boolean {
  const ms = startsAt.getTime() - now.getTime();
  return ms > 0 && ms <= MEETUP_DAYS_AHEAD_MAX * 24 * 60 * 60 * 1000;
}

/** 'Fri, Nov 27, 3:00 PM' in a campus's time zone (chat lines and reminders). */
export function meetupTimeLabel(startsAt: string | Date, timeZone?: string): string {
  return new Date(startsAt).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
