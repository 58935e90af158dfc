import { campusTopic, type HostTarget, userTopic } from '@campus/domain';
import { type AccountsDeps, getSessionUser } from '../accounts/accounts.service';

/** A site the Host header names: the hub or a campus. */
export type KnownSite = Exclude<HostTarget, { kind: 'unknown' }>;

/**
 * The topics a socket follows, decided from the session and never asked of the client: the campus
 * feed for a signed-in viewer on a campus site (campuses are private: a guest gets no feed events),
 * and the viewer's own topic on any site.
 */
export async function socketTopics(deps: AccountsDeps, site: KnownSite, headers: Headers): Promise<string[]> {
  const { user } = await getSessionUser(deps, headers);
  if (!user) return [];
  return site.kind === 'campus' ? [campusTopic(site.campusId), userTopic(user.id)] : [userTopic(user.id)];
}
