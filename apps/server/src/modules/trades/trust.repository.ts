import { REPLY_TIME_DAYS } from '@campus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export interface TrustRow {
  id: string;
  schoolVerified: boolean;
  createdAt: Date;
  affiliation: string | null;
  affiliationCheckedAt: Date | null;
  ratingAverage: string | null;
  ratingCount: number;
  soldCount: number;
  confirmedSaleCount: number;
  awayUntil: string | null;
  awayNote: string | null;
  /**
   * The chats someone else started with them (the last REPLY_TIME_DAYS days): when the starter's first
   * message came and their first answer after it, as [ISO, ISO | null] pairs; null when they hide it.
   */
  startedChats: [string, string | null][] | null;
}

/**
 * A member of the campus with their rating summary (ratings not removed by a moderator), how
 * many of their listings are marked sold, their away state and the chats their reply time is read
 * from (on chat_members_user_idx and messages_chat_idx). One query, whoever the person is.
 */
// Written qualified: inside a select list drizzle names a column without its table, which the
// subqueries' own tables would capture.
const person = sql.raw('"users"."id"');

export async function findTrustRow(
  db: Executor,
  userId: string,
  campusId: string,
): Promise<TrustRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      schoolVerified: users.schoolVerified,
      createdAt: users.createdAt,
      affiliation: users.affiliation,
      affiliationCheckedAt: users.affiliationCheckedAt,
      ratingAverage: sql<string | null>`(select avg(r.stars) from ratings r
        where r.rated_id = ${person} and r.removed_at is null)`,
      ratingCount: sql<number>`(select count(*)::int from ratings r
        where r.rated_id = ${person} and r.removed_at is null)`,
      soldCount: sql<number>`(select count(*)::int from posts p
        where p.user_id = ${person} and p.status = 'sold' and p.type = 'post'
          and p.post_commented_on is null and p.removed_at is null and p.held_at is null)`,
      confirmedSaleCount: sql<number>`(select count(*)::int from sales s
        where s.seller_id = ${person} and s.confirmed_at is not null)`,
      awayUntil: users.awayUntil,
      awayNote: users.awayNote,
      startedChats: sql<[string, string | null][] | null>`case when ${users.showReplyTime} then
        (select coalesce(json_agg(json_build_array(s.started, s.replied)), '[]'::json) from (
          select f.started, (select min(m.created_at) from messages m
              where m.chat_id = c.id and m.user_id = ${person} and m.created_at >= f.started
                and not m.auto_answer) as replied
          from chat_members cm
          join chats c on c.id = cm.chat_id and c.created_by is distinct from ${person}
          cross join lateral (select min(m.created_at) as started from messages m
              where m.chat_id = c.id and m.user_id = c.created_by) f
          where cm.user_id = ${person}
            and f.started >= now() - make_interval(days => ${REPLY_TIME_DAYS})) s)
        end`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.campusId, campusId), sql`${users.bannedAt} is null`));
  return row;
}
