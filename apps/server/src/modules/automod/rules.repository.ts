import type { CampusRules, ProhibitedItem } from '@campus/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campusRules } from '../../db/schema';

// Each write is one statement on the campus's one row, so two moderators editing at once never
// lose each other's change: an item added or removed changes only the list, a save of the other
// rules without `prohibited` keeps the list as it is in the row.

/** The campus's saved rules; undefined while its moderators never changed them (the defaults apply). */
export async function findRules(db: Executor, campusId: string): Promise<CampusRules | undefined> {
  const [row] = await db
    .select({ rules: campusRules.rules })
    .from(campusRules)
    .where(eq(campusRules.campusId, campusId));
  return row?.rules;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Saves the campus's rules; without `prohibited` the row's list stays (`whenNew` is the whole of the
 * rules for a campus with no row yet). Returns the rules saved.
 */
export async function upsertRules(
  db: Executor,
  campusId: string,
  rules: Partial<CampusRules>,
  whenNew: CampusRules,
  updatedBy: string,
): Promise<CampusRules> {
  const keep = rules.prohibited
    ? sql`excluded.rules`
    : sql`excluded.rules || jsonb_build_object('prohibited', campus_rules.rules -> 'prohibited')`;
  const result = await db.execute<{ rules: CampusRules }>(sql`
    insert into campus_rules (campus_id, rules, updated_by) values (${campusId}, ${json(whenNew)}, ${updatedBy})
    on conflict (campus_id) do update set rules = ${keep}, updated_by = excluded.updated_by, updated_at = now()
    returning rules`);
  return result.rows[0]!.rules;
}

/** Adds a prohibited item at the end of the list, while it has fewer than `max`. Undefined when full. */
export async function appendItem(
  db: Executor,
  campusId: string,
  item: ProhibitedItem,
  whenNew: CampusRules,
  max: number,
  updatedBy: string,
): Promise<CampusRules | undefined> {
  const result = await db.execute<{ rules: CampusRules }>(sql`
    insert into campus_rules (campus_id, rules, updated_by) values (${campusId}, ${json(whenNew)}, ${updatedBy})
    on conflict (campus_id) do update
      set rules = jsonb_set(campus_rules.rules, '{prohibited}',
          (campus_rules.rules -> 'prohibited') || jsonb_build_array(${json(item)})),
        updated_by = excluded.updated_by, updated_at = now()
      where jsonb_array_length(campus_rules.rules -> 'prohibited') < ${max}
    returning rules`);
  return result.rows[0]?.rules;
}

/** Removes the prohibited items of that name. Returns the rules saved. */
export async function dropItem(
  db: Executor,
  campusId: string,
  name: string,
  whenNew: CampusRules,
  updatedBy: string,
): Promise<CampusRules> {
  const result = await db.execute<{ rules: CampusRules }>(sql`
    insert into campus_rules (campus_id, rules, updated_by) values (${campusId}, ${json(whenNew)}, ${updatedBy})
    on conflict (campus_id) do update
      set rules = jsonb_set(campus_rules.rules, '{prohibited}', coalesce((
          select jsonb_agg(e order by n) from jsonb_array_elements(campus_rules.rules -> 'prohibited')
            with ordinality as x(e, n)
          where e ->> 'name' <> ${name}), '[]'::jsonb)),
        updated_by = excluded.updated_by, updated_at = now()
    returning rules`);
  return result.rows[0]!.rules;
}
