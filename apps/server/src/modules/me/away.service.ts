// Away mode (/settings/away): the member's listings leave the feed, search and alerts until the day
// they set, or until "I'm back"; their profile and chats say 'Away until Jan 10'. The reply-time
// setting sits here too: both are what others are shown about how soon this member answers.
import { AWAY_MESSAGES, type AwayBody, awayDateProblem, dayOf } from '@campus/domain';
import type { Database } from '../../db/client';
import type { UserRow } from '../accounts/accounts.service';
import { setAuthorAway } from '../posts/author-away.service';
import { assertMember } from '../posts/posts.service';
import { clearDueAways } from './me.repository';
import { bad, saveUser } from './me.service';

/** Away until `body.until` (after today, within AWAY_MAX_DAYS), with its note; the member's posts hidden with it. */
export async function setAway(
  db: Database,
  user: UserRow,
  campusId: string,
  body: AwayBody,
  now = new Date(),
): Promise<UserRow> {
  assertMember(user, campusId);
  const problem = awayDateProblem(body.until, now);
  if (problem) throw bad(problem === AWAY_MESSAGES.pastDate ? 'away_past_date' : 'away_too_far', problem);
  const note = body.note?.trim() || null;
  return db.transaction(async (tx) => {
    const row = await saveUser(tx, user.id, { awayUntil: body.until, awayNote: note });
    await setAuthorAway(tx, [user.id], true);
    return row;
  });
}

/** "I'm back": away ends now and the member's posts are where they were. Nothing is sent to anyone. */
export async function endAway(db: Database, user: UserRow, campusId: string): Promise<UserRow> {
  assertMember(user, campusId);
  return db.transaction(async (tx) => {
    const row = await saveUser(tx, user.id, { awayUntil: null, awayNote: null });
    await setAuthorAway(tx, [user.id], false);
    return row;
  });
}

/** Show my reply time: on by default; off, nobody sees how fast this member replies. */
export async function setShowReplyTime(db: Database, user: UserRow, show: boolean): Promise<UserRow> {
  return saveUser(db, user.id, { showReplyTime: show });
}

/**
 * Away ends by itself when its day begins (UTC): the members whose day has come are back, their posts
 * with them, in one transaction. Run again, it finds nobody (the away-end job's work).
 */
export async function endDueAways(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await clearDueAways(tx, dayOf(now));
    await setAuthorAway(tx, ended, false);
    return ended.length;
  });
}
