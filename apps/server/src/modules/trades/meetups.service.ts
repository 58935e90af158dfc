import { randomInt } from 'node:crypto';
import {
  type AnswerMeetupBody,
  type ChatMeetups,
  type ErrorCode,
  LISTING_MESSAGES,
  MEETUP_MESSAGES as M,
  type Meetup,
  meetupActions,
  meetupTimeLabel,
  meetupTimeRefusal,
  type SuggestMeetupBody,
} from '@campus/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCampusOpen } from '../campuses/campus-status';
import { assertCanSend, type ChatsDeps, findParticipantChat, messageableOther } from '../chats/chats.service';
import { sendMessage } from '../chats/messages.service';
import {
  holdListingForMeetup,
  releaseListingAfterMeetup,
  releaseListingForMeetup,
} from '../listings/post-status.service';
import { publishPostChanged } from '../posts/post-events';
import { assertMember, type PostsDeps } from '../posts/posts.service';
import { sellTradeListing } from './listing-sale';
import { publishMeetupChanged } from './meetup-events';
import type { MeetupReminders } from './meetup-reminder.job';
import {
  deleteMeetup,
  findMeetup,
  findMeetupCard,
  insertMeetup,
  listChatListings,
  listChatMeetups,
  lockMeetup,
  type MeetupChange,
  type MeetupRow,
  settleMeetupRow,
  updateMeetup,
} from './meetups.repository';

export type MeetupsDeps = PostsDeps & ChatsDeps & { reminders: MeetupReminders };

const refuse = (status: number, code: ErrorCode, message: string) => new AppError(status, code, message);
const meetupMissing = () => refuse(404, 'meetup_missing', M.missing);
const meetupSettled = () => refuse(409, 'meetup_settled', M.settled);

/** A one-paragraph message, as the composer writes it. */
const lineDoc = (text: string) => ({
  root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
});

const timeZoneOf = (deps: ChatsDeps, campusId: string) => deps.campuses.byId(campusId)?.timeZone;

/** The chat's meetups, the listings one may be about, and the campus's safe spots: the two members only. */
export async function listMeetups(
  deps: MeetupsDeps,
  me: UserRow,
  campusId: string,
  chatId: string,
): Promise<ChatMeetups> {
  assertMember(me, campusId);
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  if (chat.campusId !== campusId) throw meetupMissing();
  const members = [chat.userLow, chat.userHigh].filter((id): id is string => Boolean(id));
  const [meetups, listings] = await Promise.all([
    listChatMeetups(deps.db, chatId, me.id),
    listChatListings(deps.db, chatId, campusId, members),
  ]);
  return {
    meetups,
    listings: listings.filter((l) => l.status !== 'sold').map(({ id, preview }) => ({ id, preview })),
    spots: deps.campuses.byId(campusId)?.meetingSpots ?? [],
  };
}

/**
 * Sends the chat line that tells the other person (a notification, a push, their open tab). A
 * suggestion without its line is undone; an answer stands without it (the card is the record).
 */
async function sendLine(deps: MeetupsDeps, me: UserRow, campusId: string, chatId: string, text: string) {
  await sendMessage(deps, me, campusId, chatId, { text: lineDoc(text) });
}

/**
 * "Suggest a meetup" in a chat about a listing: a place (a campus safe spot by its name, or free
 * text) and a time in the next 60 days, about a listing of either member shared in the chat and
 * not sold. Refused (with why) to anyone who may not message the other person.
 */
export async function suggestMeetup(
  deps: MeetupsDeps,
  me: UserRow,
  campusId: string,
  chatId: string,
  body: SuggestMeetupBody,
  now = new Date(),
): Promise<Meetup> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const chat = await findParticipantChat(deps.db, me.id, chatId);
  if (chat.campusId !== campusId) throw meetupMissing();
  const otherId = await messageableOther(deps, chat, me.id);
  const listings = await listChatListings(deps.db, chatId, campusId, [me.id, otherId]);
  const listing = listings.find((l) => l.id === body.postId);
  if (!listing) throw refuse(400, 'meetup_not_about_listing', M.notAboutListing);
  if (listing.status === 'sold') throw refuse(409, 'post_sold', LISTING_MESSAGES.soldAlready);
  const startsAt = new Date(body.startsAt);
  const timeRefusal = meetupTimeRefusal(startsAt, now);
  if (timeRefusal) throw refuse(400, 'meetup_bad_time', timeRefusal);
  const spots = deps.campuses.byId(campusId)?.meetingSpots ?? [];
  if (body.spot && !spots.some((s) => s.name === body.place)) throw refuse(400, 'meetup_bad_spot', M.badSpot);
  const row = await insertMeetup(deps.db, {
    campusId,
    chatId,
    postId: listing.id,
    sellerId: listing.userId,
    buyerId: listing.userId === me.id ? otherId : me.id,
    proposedBy: me.id,
    place: body.place,
    spot: body.spot,
    startsAt,
  });
  try {
    await sendLine(
      deps,
      me,
      campusId,
      chatId,
      M.suggestedLine(row.place, meetupTimeLabel(startsAt, timeZoneOf(deps, campusId))),
    );
  } catch (err) {
    await deleteMeetup(deps.db, row.id);
    throw err;
  }
  await publishMeetupChanged(deps.bus, row);
  return (await findMeetupCard(deps.db, row.id, me.id))!;
}

/** The meetup when the user is one of its two members on this campus; 404 for anyone else. */
async function ownMeetup(deps: MeetupsDeps, me: UserRow, campusId: string, id: string): Promise<MeetupRow> {
  const meetup = await findMeetup(deps.db, id);
  if (!meetup || meetup.campusId !== campusId || (meetup.sellerId !== me.id && meetup.buyerId !== me.id))
    throw meetupMissing();
  return meetup;
}

/** The change an answer makes, or why it is refused now. */
function changeOf(meetup: MeetupRow, me: UserRow, body: AnswerMeetupBody, now: Date): MeetupChange {
  const can = meetupActions({ ...meetup, startsAt: meetup.startsAt.toISOString() }, me.id, now);
  const closed = () => refuse(409, 'meetup_closed', M.closed);
  switch (body.action) {
    case 'accept':
    case 'decline':
      if (meetup.status === 'proposed' && meetup.proposedBy === me.id)
        throw refuse(403, 'meetup_not_yours', M.notYours);
      if (!can.answer) throw closed();
      if (body.action === 'decline') return { status: 'declined' };
      // The buyer's code for the handoff, which the seller confirms to close the sale.
      return { status: 'accepted', handoffCode: String(randomInt(10_000)).padStart(4, '0') };
    case 'cancel':
      if (!can.cancel) throw closed();
      return { status: 'cancelled' };
    case 'propose': {
      if (!can.propose) throw closed();
      const startsAt = new Date(body.startsAt);
      const timeRefusal = meetupTimeRefusal(startsAt, now);
      if (timeRefusal) throw refuse(400, 'meetup_bad_time', timeRefusal);
      return { status: 'proposed', proposedBy: me.id, startsAt, remindedAt: null, askedAt: null };
    }
  }
}

/** The chat line of an answer, in the campus's time zone. */
function lineOf(action: AnswerMeetupBody['action'], m: MeetupRow, timeZone?: string): string {
  const time = meetupTimeLabel(m.startsAt, timeZone);
  if (action === 'accept') return M.acceptedLine(m.place, time);
  if (action === 'propose') return M.proposedLine(m.place, time);
  return action === 'decline' ? M.declinedLine : M.cancelledLine;
}

/**
 * The other person accepts, declines or proposes another time; either cancels. Accepting marks the
 * listing Pending if it was Available and schedules the reminder an hour before; cancelling or
 * declining puts a listing this meetup made Pending back to Available, unless another accepted
 * meetup about it holds it.
 */
export async function answerMeetup(
  deps: MeetupsDeps,
  me: UserRow,
  campusId: string,
  id: string,
  body: AnswerMeetupBody,
  now = new Date(),
): Promise<Meetup> {
  assertCanSend(me, campusId);
  assertCampusOpen(deps.campuses, campusId);
  const found = await ownMeetup(deps, me, campusId, id);
  const chat = await findParticipantChat(deps.db, me.id, found.chatId);
  await messageableOther(deps, chat, me.id);
  const changed = await deps.db.transaction(async (tx) => {
    const meetup = (await lockMeetup(tx, id))!;
    const change = changeOf(meetup, me, body, now);
    await updateMeetup(tx, id, change);
    if (change.status === 'accepted') await holdListingForMeetup(tx, meetup.postId, id);
    if (change.status === 'cancelled' || change.status === 'declined')
      await releaseListingForMeetup(tx, meetup.postId, id);
    return { ...meetup, ...change };
  });
  if (changed.status === 'accepted') await deps.reminders.schedule(changed);
  // Accepting holds the listing Pending, cancelling or declining may let it go: its pages follow.
  if (changed.status !== 'proposed') await publishPostChanged(deps.bus, campusId, changed.postId);
  await publishMeetupChanged(deps.bus, changed);
  try {
    await sendLine(
      deps,
      me,
      campusId,
      changed.chatId,
      lineOf(body.action, changed, timeZoneOf(deps, campusId)),
    );
  } catch (err) {
    // Only the member's message rate may refuse the line now (the checks above passed).
    if (!(err instanceof AppError && err.statusCode === 429)) throw err;
  }
  return (await findMeetupCard(deps.db, id, me.id))!;
}

/**
 * "Did the sale happen?", the seller's answer after an accepted meetup's time: Yes marks the listing
 * Sold with this buyer (the two may then rate each other); No puts a Pending listing back to Available.
 * The answer and the listing's change are one transaction led by a conditional UPDATE of the
 * meetup, so of two answers at once exactly one wins; the other is told it was already given.
 */
export async function settleMeetup(
  deps: MeetupsDeps,
  me: UserRow,
  campusId: string,
  id: string,
  happened: boolean,
  now = new Date(),
): Promise<Meetup> {
  assertCanSend(me, campusId);
  const meetup = await ownMeetup(deps, me, campusId, id);
  if (meetup.sellerId !== me.id) throw refuse(403, 'meetup_seller_only', M.sellerOnly);
  const can = meetupActions({ ...meetup, startsAt: meetup.startsAt.toISOString() }, me.id, now);
  if (!can.askOutcome) {
    if (meetup.status === 'accepted' && meetup.outcome === null)
      throw refuse(409, 'meetup_not_yet', M.notYet);
    if (meetup.outcome !== null) throw meetupSettled();
    throw refuse(409, 'meetup_closed', M.closed);
  }
  const settle = async (tx: Tx) => {
    if (!(await settleMeetupRow(tx, id, happened ? 'sold' : 'not_sold'))) throw meetupSettled();
  };
  if (happened) {
    // As Mark as Sold: the buyer must be someone who messaged about the listing.
    await sellTradeListing(deps, me, campusId, meetup, settle);
  } else {
    await deps.db.transaction(async (tx) => {
      await settle(tx);
      await releaseListingAfterMeetup(tx, meetup.postId);
    });
    await publishPostChanged(deps.bus, campusId, meetup.postId);
  }
  // No chat line goes with an outcome: the buyer's open chat hears it from this event.
  await publishMeetupChanged(deps.bus, meetup);
  return (await findMeetupCard(deps.db, id, me.id))!;
}
