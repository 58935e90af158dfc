// The insights' SQL: a member's active day (one row a day), the nightly rollup of every campus's
// figures per day, and the page's one read (the rolled days and today's partial day together).
import { HUB_CAMPUS_ID, type InsightDay } from '@campus/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The figures of each (scope, day) of `scopes` × `days` as a select list: `s.ids` are the campuses
 * a scope counts, `g.day` the day and `g.lo`/`g.hi` its bounds (UTC). Every subquery reads one day's
 * rows through an index on (campus, time) or (time), so a day costs what happened that day; a
 * message's or sale's campus is its chat's or post's, looked up by key for each of the day's rows
 * (a join there hashed the whole chats table).
 */
const FIGURES = sql.raw(`
  (select count(*)::int from users u where u.campus_id = any(s.ids) and u.school_verified
     and u.school_verified_at >= g.lo and u.school_verified_at < g.hi) as new_members,
  (select count(*)::int from member_activity_days a where a.campus_id = any(s.ids)
     and a.day = g.day) as daily_active,
  (select count(distinct a.user_id)::int from member_activity_days a where a.campus_id = any(s.ids)
     and a.day between g.day - 6 and g.day) as weekly_active,
  (select count(distinct a.user_id)::int from member_activity_days a where a.campus_id = any(s.ids)
     and a.day between g.day - 29 and g.day) as monthly_active,
  (select count(*)::int from posts p where p.campus_id = any(s.ids) and p.post_commented_on is null
     and p.type = 'post' and p.created_at >= g.lo and p.created_at < g.hi) as listings_posted,
  (select count(*)::int from posts p where p.campus_id = any(s.ids) and p.post_commented_on is null
     and p.status = 'sold' and p.post_kind = 'selling' and p.price_cents is not null
     and p.sold_at >= g.lo and p.sold_at < g.hi) as listings_sold,
  (select count(*)::int from sales x where x.confirmed_at >= g.lo and x.confirmed_at < g.hi
     and (select p.campus_id from posts p where p.id = x.post_id) = any(s.ids)) as confirmed_sales,
  (select count(*)::int from messages m where m.created_at >= g.lo and m.created_at < g.hi
     and not m.auto_answer and (select c.campus_id from chats c where c.id = m.chat_id) = any(s.ids)) as messages,
  (select count(*)::int from meetups e where e.campus_id = any(s.ids)
     and e.created_at >= g.lo and e.created_at < g.hi) as meetups,
  (select count(*)::int from offers o where o.campus_id = any(s.ids)
     and o.created_at >= g.lo and o.created_at < g.hi) as offers,
  (select count(*)::int from reports r where r.campus_id = any(s.ids)
     and r.created_at >= g.lo and r.created_at < g.hi) as reports_opened,
  rr.resolved as reports_resolved,
  rr.median as median_resolve_seconds`);

const RESOLVED = sql.raw(`cross join lateral (
    select count(*)::int as resolved,
      round(percentile_cont(0.5) within group (order by extract(epoch from r.resolved_at - r.created_at)))::int as median
    from reports r where r.campus_id = any(s.ids) and r.resolved_at >= g.lo and r.resolved_at < g.hi) rr`);

/** Days `from`..`to` (YYYY-MM-DD, inclusive) with their UTC bounds, as `g`. */
const daysFrom = (from: string, to: string) => sql`(
    select d::date as day, d::date::timestamp at time zone 'UTC' as lo,
      (d::date + 1)::timestamp at time zone 'UTC' as hi
    from generate_series(${from}::date, ${to}::date, interval '1 day') d) g`;

const COLUMNS = `new_members, daily_active, weekly_active, monthly_active, listings_posted, listings_sold,
  confirmed_sales, messages, meetups, offers, reports_opened, reports_resolved, median_resolve_seconds`;

/** The day after the latest day rolled up, or null before the first run. */
export async function nextDayToRoll(db: Executor): Promise<string | null> {
  const result = await db.execute<{ next: string | null }>(
    sql`select to_char(max(day) + 1, 'YYYY-MM-DD') as next from campus_insight_days`,
  );
  return result.rows[0]?.next ?? null;
}

/**
 * Writes the figures of days `from`..`to` for every campus and for the hub (every campus together),
 * in one statement. A (campus, day) already written is left as it is, so runs at once on several
 * instances write each row once; returns how many rows this run wrote.
 */
export async function rollUpDays(db: Executor, from: string, to: string): Promise<number> {
  const scopes = sql.raw(`(select id as scope, array[id] as ids from campuses where id <> '${HUB_CAMPUS_ID}'
    union all select '${HUB_CAMPUS_ID}', array(select id from campuses where id <> '${HUB_CAMPUS_ID}')) s`);
  const result = await db.execute(sql`insert into campus_insight_days (campus_id, day, ${sql.raw(COLUMNS)})
    select s.scope, g.day, ${FIGURES} from ${scopes} cross join ${daysFrom(from, to)} ${RESOLVED}
    on conflict (campus_id, day) do nothing`);
  return result.rowCount ?? 0;
}

/** Active days older than `before` are no longer needed (the monthly figure reads 30 days). */
export async function pruneActivityDays(db: Executor, before: string): Promise<number> {
  const result = await db.execute(sql`delete from member_activity_days where day < ${before}::date`);
  return result.rowCount ?? 0;
}

/** The member's active day, once (a second write of the same day changes nothing). */
export async function insertActivityDay(db: Executor, campusId: string, userId: string, day: string) {
  await db.execute(sql`insert into member_activity_days (campus_id, day, user_id)
    values (${campusId}, ${day}::date, ${userId}) on conflict do nothing`);
}

type Row = { [K in keyof InsightDay]: InsightDay[K] };

/**
 * One statement: the rolled days of `scope` from `from` until `today`, then today's figures so far,
 * counted live over `ids` (the campus, or every campus for the hub), oldest first.
 */
export async function readInsightDays(
  db: Executor,
  scope: string,
  ids: string[],
  from: string,
  today: string,
): Promise<InsightDay[]> {
  const pick = (c: string) => sql.raw(c.replace(/([a-z_]+)/g, (name) => `${name} as "${camel(name)}"`));
  const idList: SQL = sql`${`{${ids.join(',')}}`}::text[]`;
  const result = await db.execute<Row>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, ${pick(COLUMNS)} from campus_insight_days
      where campus_id = ${scope} and day >= ${from}::date and day < ${today}::date
    union all
    select to_char(g.day, 'YYYY-MM-DD'), ${FIGURES}
      from (select ${idList} as ids) s cross join ${daysFrom(today, today)} ${RESOLVED}
    order by 1`);
  return result.rows;
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The days a member was counted active, oldest first (their data export). */
export async function selectActiveDaysOf(db: Executor, userId: string) {
  const result = await db.execute<{ campusId: string; day: string }>(
    sql`select campus_id as "campusId", to_char(day, 'YYYY-MM-DD') as day from member_activity_days
      where user_id = ${userId} order by day`,
  );
  return result.rows;
}
