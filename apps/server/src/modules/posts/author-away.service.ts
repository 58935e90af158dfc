import type { Executor } from '../../db/client';
import { updateAuthorAway } from './author-away.repository';

/**
 * Away mode over the posts module's rows: a member's posts leave the feed, Photos, search and alerts
 * while they are away, and come back as they were (modules/me sets and ends away).
 */
export function setAuthorAway(db: Executor, userIds: readonly string[], away: boolean): Promise<void> {
  return updateAuthorAway(db, userIds, away);
}
