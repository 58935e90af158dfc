// The post page's one statement (issue 14): the post as a row, and its comment tree built by
// PostgreSQL as the answer's JSON text (postDetailWireSchema's `comments` and `authors`), handed to
// the reply as it is: never parsed, mapped or serialised again in the server.
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { notRemoved, selectShownPostRows } from '../../db/post-rows';
import { placeholder, prepared } from '../../db/prepared';
import { posts } from '../../db/schema';

/** A stored file's URL as the API gives it (`fileUrl` in posts.service). */
const fileUrl = (key: SQL) => sql`'/files/' || ${key} || '?v=1'`;

/** The comment `s`'s photos and videos in order, in the API's Media shape; no lookup without any. */
const mediaOfComment = sql`case when s.img_count > 0 then coalesce((
  select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', ${fileUrl(sql`m.img_path`)},
    'width', m.img_width, 'height', m.img_height, 'placeholder', m.placeholder, 'alt', m.alt,
    'variants', (select coalesce(json_agg(json_build_object('width', v.value -> 'width',
        'url', ${fileUrl(sql`(v.value ->> 'key')`)}) order by v.n), '[]'::json)
      from jsonb_array_elements(m.variants) with ordinality v(value, n)))
    order by m.img_order)
  from post_media m where m.post_id = s.id), '[]'::json) else '[]'::json end`;

/**
 * `{"comments": […], "authors": […]}` for the tree under the outer row's top-level post: comments
 * not removed, not by someone the viewer blocked, and whose every parent is shown (a recursive walk
 * from the top-level post over the kept comments, so the replies under a hidden comment stay
 * hidden), oldest first; each author once.
 */
const treeJson = (viewer: Placeholder) => {
  const root = sql`coalesce(${posts.rootPostId}, ${posts.id})`;
  return sql<string>`(with recursive
  kept as materialized (
    select c.id, c.post_commented_on from posts c
    where c.root_post_id = ${root} and c.removed_at is null and ${notBlockedBy(viewer, sql`c.user_id`)}),
  tree as (
    select k.id from kept k where k.post_commented_on = ${root}
    union all
    select k.id from kept k join tree t on k.post_commented_on = t.id),
  shown as materialized (select s.* from posts s join tree t on t.id = s.id)
  select json_build_object(
    'comments', coalesce((select json_agg(json_build_object('id', s.id, 'userId', s.user_id,
        'text', s.text, 'plainText', s.plain_text, 'postCommentedOn', s.post_commented_on,
        'depth', s.depth, 'media', ${mediaOfComment},
        'likedByMe', exists (select 1 from post_likes l where l.post_id = s.id and l.user_id = ${viewer}),
        'likeCount', s.like_count, 'commentCount', s.comment_count, 'createdAt', s.created_at,
        'lastModified', s.last_modified, 'editedAt', s.edited_at) order by s.created_at, s.id)
      from shown s), '[]'::json),
    'authors', coalesce((select json_agg(json_build_object('id', u.id, 'username', u.username,
        'firstName', u.first_name, 'lastName', u.last_name, 'img', u.image, 'verified', u.email_verified))
      from users u where u.id in (select s.user_id from shown s)), '[]'::json))::text)`;
};

const postAndTree = prepared('post_and_tree', (db) => {
  const viewer = placeholder('viewerId');
  return selectShownPostRows(db, viewer, { tree: treeJson(viewer) }).where(
    and(eq(posts.id, placeholder('id')), notRemoved()),
  );
});

const shownPost = prepared('shown_post', (db) =>
  selectShownPostRows(db, placeholder('viewerId')).where(and(eq(posts.id, placeholder('id')), notRemoved())),
);

/**
 * A post or comment by id (not removed), with its media and the viewer's save, and `tree`: the
 * JSON text of every shown comment under its top-level post and their authors (see `treeJson`).
 * One statement whatever the tree's size or depth; undefined when the post does not exist or was
 * removed.
 */
export async function findPostAndTree(db: Executor, id: string, viewerId: string | null) {
  const [row] = await postAndTree(db).execute({ id, viewerId });
  return row;
}

/** A post or comment by id (not removed), with its media and the viewer's save. One statement. */
export async function findShownPost(db: Executor, id: string, viewerId: string | null) {
  const [row] = await shownPost(db).execute({ id, viewerId });
  return row;
}
