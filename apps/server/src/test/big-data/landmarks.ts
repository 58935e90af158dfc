// The members and content of the big dataset (big-data.ts) that the benches and the plan test use.
import type pg from 'pg';

/** The members and the content the benches and the plan test look for (deterministic). */
export const LANDMARKS = {
  campusId: 'ou',
  /** A member with 200 chats (one of 300 messages), 300 notifications and 200 saves. */
  viewer: 'benchviewer',
  /** A seller with a few hundred posts, the 500-comment post, sales and ratings. */
  seller: 'benchseller',
  /** A moderator of the campus (its report queue). */
  moderator: 'benchmoderator',
  /** The viewer's chat partner in the 300-message chat. */
  friend: 'benchfriend',
  chats: 200,
  chatMessages: 300,
  treeComments: 500,
} as const;

/** Ids the benches and the plan test use, found by their usernames. */
export async function findLandmarks(pool: pg.Pool) {
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const res = await pool.query(sql, params);
    if (!res.rows[0]) throw new Error(`no landmark for: ${sql.replace(/\s+/g, ' ').slice(0, 80)}`);
    return res.rows[0] as T;
  };
  const user = (username: string) =>
    one<{ id: string }>('select id from users where username = $1', [username]).then((r) => r.id);
  const [viewerId, sellerId, moderatorId, friendId] = await Promise.all(
    [LANDMARKS.viewer, LANDMARKS.seller, LANDMARKS.moderator, LANDMARKS.friend].map(user),
  );
  const tree = await one<{ id: string }>(
    `select id from posts where user_id = $1 and post_commented_on is null order by comment_count desc limit 1`,
    [sellerId],
  );
  const chat = await one<{ id: string }>(
    `select id from chats where user_low = least($1, $2) and user_high = greatest($1, $2)`,
    [viewerId, friendId],
  );
  return {
    campusId: LANDMARKS.campusId,
    viewerId: viewerId!,
    sellerId: sellerId!,
    moderatorId: moderatorId!,
    friendId: friendId!,
    treePostId: tree.id,
    chatId: chat.id,
  };
}
