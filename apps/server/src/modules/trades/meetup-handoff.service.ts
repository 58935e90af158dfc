import {
  HANDOFF_LOCK_MS,
  HANDOFF_TRIES_MAX,
  OFFER_MESSAGES as M,
  MEETUP_MESSAGES,
  type Meetup,
} from '@campus/domain';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { assertCanSend } from '../chats/chats.service';
import { handOverSale } from './listing-sale';
import {
  findMeetup,
  findMeetupCard,
  recordMeetupHandoffFailure,
  settleMeetupRow,
} from './meetups.repository';
import type { MeetupsDeps } from './meetups.service';

/**
 * "Confirm handoff" on an accepted meetup: the seller types the code on the buyer's phone. The right
 * code settles the meetup as sold and marks the listing Sold to this buyer (the two may rate each
 * other), recorded as a confirmed sale, in one transaction led by the meetup's conditional UPDATE; a
 * repeat after it finds the sale made. A wrong code says so; the fifth in a row locks it for an hour.
 */
export async function confirmMeetupHandoff(
  deps: MeetupsDeps,
  me: UserRow,
  campusId: string,
  id: string,
  code: string,
  now = new Date(),
): Promise<Meetup> {
  assertCanSend(me, campusId);
  const meetup = await findMeetup(deps.db, id);
  if (!meetup || meetup.campusId !== campusId || (meetup.sellerId !== me.id && meetup.buyerId !== me.id))
    throw new AppError(404, 'meetup_missing', MEETUP_MESSAGES.missing);
  if (meetup.sellerId !== me.id) throw new AppError(403, 'offer_seller_only', M.sellerOnly);
  if (meetup.outcome === 'sold') return (await findMeetupCard(deps.db, id, me.id))!;
  if (meetup.status !== 'accepted' || meetup.outcome !== null || !meetup.handoffCode)
    throw new AppError(409, 'offer_not_accepted', M.notAccepted);
  if (meetup.handoffLockedUntil && meetup.handoffLockedUntil > now)
    throw new AppError(429, 'handoff_locked', M.codeLocked);
  if (code.trim() !== meetup.handoffCode) {
    await recordMeetupHandoffFailure(
      deps.db,
      id,
      HANDOFF_TRIES_MAX,
      new Date(now.getTime() + HANDOFF_LOCK_MS),
    );
    throw new AppError(400, 'handoff_wrong_code', M.wrongCode);
  }
  await handOverSale(deps, me, campusId, meetup, (tx) => settleMeetupRow(tx, id, 'sold'));
  return (await findMeetupCard(deps.db, id, me.id))!;
}
