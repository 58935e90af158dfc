import { campusPostsTopic, campusTopic, type HostTarget, userTopic } from '@campus/domain';
import { createRealtimeEvent, type EventBus, topicSet } from '../../platform/realtime/bus';
import type { AccountsDeps } from '../accounts/accounts.service';
import { campusAccess, canReadCampus } from '../accounts/campus-access';
import { findUser } from '../users/users.service';
import { isSessionLive } from './realtime.repository';

/** A site the Host header names: the hub or a campus. */
export type KnownSite = Exclude<HostTarget, { kind: 'unknown' }>;

/** What a socket follows, and whose session it belongs to (null for a guest). */
export interface SocketGrant {
  /** What `ready` names: the campus and the user. */
  topics: string[];
  /** Its subscriptions on the bus, one a grant: the campus with its posts' activity, the user. */
  follows: string[];
  userId: string | null;
  sessionId: string | null;
}

/**
 * The topics a socket follows, decided from the session and never asked of the client: the campus
 * feed when the viewer may read the campus (the rule of every read route, accounts/campus-access.ts:
 * a guest or an unverified account gets no events of a private campus), and the signed-in viewer's
 * own topic on any site.
 */
export async function socketGrant(
  deps: AccountsDeps,
  site: KnownSite,
  headers: Headers,
): Promise<SocketGrant> {
  const session = await deps.auth.api.getSession({ headers });
  const user = session ? ((await findUser(deps.db, session.user.id)) ?? null) : null;
  const topics: string[] = [];
  const follows: string[] = [];
  if (site.kind === 'campus' && canReadCampus(campusAccess(user, site.campusId), site.campusId)) {
    topics.push(campusTopic(site.campusId));
    follows.push(topicSet(campusTopic(site.campusId), campusPostsTopic(site.campusId)));
  }
  if (user) {
    topics.push(userTopic(user.id));
    follows.push(userTopic(user.id));
  }
  return {
    topics,
    follows,
    userId: user?.id ?? null,
    sessionId: user && session ? session.session.id : null,
  };
}

/** Tells every instance that a session ended, so that its sockets close (on the user's topic). */
export async function publishSessionEnded(bus: EventBus, session: { id: string; userId: string }) {
  await bus.publish(
    createRealtimeEvent(userTopic(session.userId), 'session.ended', { sessionId: session.id }),
  );
}

/** Whether a socket's session is still there (a periodic re-check beside the session.ended event). */
export async function isSocketSessionLive(
  deps: Pick<AccountsDeps, 'db'>,
  sessionId: string,
): Promise<boolean> {
  return isSessionLive(deps.db, sessionId);
}
