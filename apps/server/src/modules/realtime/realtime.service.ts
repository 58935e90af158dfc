import { campusTopic, type HostTarget, userTopic } from '@campus/domain';
import { type AccountsDeps, getSessionUser } from '../accounts/accounts.service';
import { campusAccess, canReadCampus } from '../accounts/campus-access';

/** A site the Host header names: the hub or a campus. */
export type KnownSite = Exclude<HostTarget, { kind: 'unknown' }>;

/**
 * The topics a socket follows, decided from the session and never asked of the client: the campus
 * feed when the viewer may read the campus (the rule of every read route, accounts/campus-access.ts:
 * a guest or an unverified account gets no events of a private campus), and the signed-in viewer's
 * own topic on any site.
 */
export async function socketTopics(deps: AccountsDeps, site: KnownSite, headers: Headers): Promise<string[]> {
  const { user } = await getSessionUser(deps, headers);
  const topics: string[] = [];
  if (site.kind === 'campus' && canReadCampus(campusAccess(user, site.campusId), site.campusId))
    topics.push(campusTopic(site.campusId));
  if (user) topics.push(userTopic(user.id));
  return topics;
}
