import {
  ALL_CAMPUSES,
  type CampusDirectory,
  HUB_CAMPUS_ID,
  INSIGHT_DAYS,
  type Insights,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.service';
import type { CampusRow } from '../campuses/campuses.repository';
import { getRole, notAdmin, notModerator } from '../moderation/roles.service';
import { readInsightDays, selectActiveDaysOf } from './insights.repository';

export interface InsightsDeps {
  db: Executor;
  campuses: CampusDirectory<CampusRow>;
}

/** A day (UTC) as YYYY-MM-DD, `offset` days from `now`'s. */
export function utcDay(now: Date, offset = 0): string {
  return new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

const otherCampus = () => new AppError(403, 'insights_other_campus');

/**
 * The Insights tab: the last INSIGHT_DAYS days of a campus (its moderators, administrators) or of
 * every campus together (administrators, the default on the hub), today's partial day last. Two
 * statements whatever the campus's size: the role, then the rolled days with today beside them.
 */
export async function getInsights(
  deps: InsightsDeps,
  user: UserRow,
  site: { campusId: string; isHub: boolean },
  asked: string | undefined,
  now = new Date(),
): Promise<Insights> {
  const scope = asked ?? (site.isHub ? ALL_CAMPUSES : site.campusId);
  const campus = scope === ALL_CAMPUSES ? undefined : deps.campuses.byId(scope);
  if (scope !== ALL_CAMPUSES && (!campus || campus.id === HUB_CAMPUS_ID))
    throw new AppError(404, 'insights_unknown_campus');
  if (!user.emailVerified || user.bannedAt) throw site.isHub ? notAdmin() : notModerator();
  const role = await getRole(deps.db, user, site.campusId);
  const ownCampus = !site.isHub && scope === site.campusId;
  if (!role.admin) {
    if (site.isHub) throw notAdmin();
    if (!role.moderator) throw notModerator();
    if (!ownCampus) throw otherCampus();
  }
  const everyCampus = deps.campuses
    .list()
    .filter((c) => c.id !== HUB_CAMPUS_ID)
    .map((c) => ({ id: c.id, name: c.name }));
  const today = utcDay(now);
  const days = await readInsightDays(
    deps.db,
    campus ? campus.id : HUB_CAMPUS_ID,
    campus ? [campus.id] : everyCampus.map((c) => c.id),
    utcDay(now, 1 - INSIGHT_DAYS),
    today,
  );
  return { scope, today, days, campuses: role.admin ? everyCampus : [] };
}

/** The days the member was counted active (kept 40 days), for "Download my data". */
export function activeDaysOf(db: Executor, userId: string) {
  return selectActiveDaysOf(db, userId);
}
