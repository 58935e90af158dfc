import { CAMPUS_CATALOGUE } from '@campus/domain';
import type { Database } from './client';
import { campuses } from './schema';

/**
 * Writes the campus catalogue into a new database (an empty `campuses` table); after that the table
 * is the truth and administrators keep it, so a restart never undoes their edits. Instances starting
 * together may both try: the second's rows conflict and are skipped.
 */
export async function seedCatalogue(db: Database): Promise<void> {
  if ((await db.$count(campuses)) > 0) return;
  const rows = CAMPUS_CATALOGUE.map((c) => ({
    id: c.id,
    name: c.name,
    shortName: c.shortName,
    emailDomains: [...c.emailDomains],
    privacy: c.privacy,
    city: c.location.city,
    state: c.location.state,
    country: c.location.country,
    color: c.color,
    accentColor: c.accentColor,
    timeZone: c.timeZone,
    meetingSpots: [],
    createdAt: new Date(c.launchedAt),
  }));
  await db.insert(campuses).values(rows).onConflictDoNothing({ target: campuses.id });
}
