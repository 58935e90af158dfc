import { CAMPUS_CATALOGUE } from '@campus/domain';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { campuses } from './schema';

/** Writes the campus catalogue; running it again changes nothing but drifted facts. */
export async function seedCatalogue(db: Database): Promise<void> {
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
    createdAt: new Date(c.launchedAt),
  }));
  await db
    .insert(campuses)
    .values(rows)
    .onConflictDoUpdate({
      target: campuses.id,
      set: {
        name: sql`excluded.name`,
        shortName: sql`excluded.short_name`,
        emailDomains: sql`excluded.email_domains`,
        privacy: sql`excluded.privacy`,
        city: sql`excluded.city`,
        state: sql`excluded.state`,
        country: sql`excluded.country`,
        color: sql`excluded.color`,
        createdAt: sql`excluded.created_at`,
      },
    });
}
