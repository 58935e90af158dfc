import { expandPostDetail } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar?: CookieJar, site = 'ou') =>
  t.request(site, { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });

describe('feed, photos and saves', () => {
  it('pages the feed 25 then 15 with a stable cursor, in a fixed number of queries', async () => {
    const ctx = await createTestContext();
    const { jar } = await poster(ctx);
    for (let i = 0; i < 42; i++) await createPost(ctx, jar, { text: doc(`Item ${i}`) });
    const first = await ctx.request('ou', {
      method: 'GET',
      url: '/api/feed',
      headers: { cookie: jar.header },
    });
    const page1 = first.json();
    expect(page1.posts).toHaveLength(25);
    const page2 = (
      await ctx.request('ou', {
        method: 'GET',
        url: `/api/feed?cursor=${page1.nextCursor}`,
        headers: { cookie: jar.header },
      })
    ).json();
    expect(page2.posts).toHaveLength(15);
    const page3 = (
      await ctx.request('ou', {
        method: 'GET',
        url: `/api/feed?cursor=${page2.nextCursor}`,
        headers: { cookie: jar.header },
      })
    ).json();
    const all = [...page1.posts, ...page2.posts, ...page3.posts].map((p: { id: string }) => p.id);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(43);
    const big = await countQueries(ctx.pool, () =>
      ctx.request('ou', { method: 'GET', url: '/api/feed', headers: { cookie: jar.header } }),
    );
    const small = await countQueries(ctx.pool, () =>
      ctx.request('ou', {
        method: 'GET',
        url: `/api/feed?cursor=${page2.nextCursor}`,
        headers: { cookie: jar.header },
      }),
    );
    // The session, then the page (media and saves in the same statement) beside the ads.
    expect(big).toBe(3);
    expect(big).toBe(small);
  });

  it('shows media and saves in the feed and on the post page exactly as the other lists do', async () => {
    const author = await poster(t);
    const reader = await memberOf(t);
    const photos = [];
    for (const size of [40, 60])
      photos.push((await uploadFile(t, author.jar, await gpsJpeg(size, size))).json().id);
    const withPhotos = await createPost(t, author.jar, { text: doc('Lamp'), uploadIds: photos });
    const other = await createPost(t, author.jar, { text: doc('Shelf') });
    const reply = (await uploadFile(t, reader.jar, await gpsJpeg(30, 30))).json().id;
    const comment = (
      await post(
        t,
        'ou',
        `/api/posts/${withPhotos.id}/comments`,
        { text: doc('Mine'), uploadIds: [reply] },
        reader.jar,
      )
    ).json();
    await post(t, 'ou', `/api/posts/${withPhotos.id}/like`, {}, reader.jar);
    const feed = (await get('/api/feed', reader.jar)).json().posts as {
      id: string;
      media: [];
      likedByMe: boolean;
    }[];
    const inFeed = feed.find((p) => p.id === withPhotos.id)!;
    expect(inFeed.media).toHaveLength(2);
    expect(inFeed.likedByMe).toBe(true);
    expect(feed.find((p) => p.id === other.id)).toMatchObject({ likedByMe: false, media: [] });
    // The Saved list reads media and saves with its own queries: the same post, field for field.
    const saved = (await get('/api/saved', reader.jar)).json().posts as { id: string }[];
    expect(inFeed).toEqual(saved.find((p) => p.id === withPhotos.id));
    const detail = (await get(`/api/posts/${withPhotos.id}`, reader.jar)).json();
    expect(detail.post).toEqual(inFeed);
    // Comments come with their authors once; expanded, each is the comment as lists show it.
    expect(detail.authors).toEqual([comment.user]);
    expect(expandPostDetail(detail).comments).toEqual([{ ...comment, likedByMe: false }]);
    await post(t, 'ou', `/api/posts/${comment.id}/like`, {}, author.jar);
    const guest = (await get(`/api/posts/${comment.id}`, author.jar)).json();
    const savedComment = { ...comment, likedByMe: true, likeCount: 1 };
    expect(guest.post).toEqual(savedComment);
    expect(expandPostDetail(guest).comments).toEqual([savedComment]);
  });

  it('saves and unsaves, lists saved posts of the campus, and shows the Photos tab', async () => {
    const author = await poster(t);
    const reader = await memberOf(t);
    const photo = (await uploadFile(t, author.jar, await gpsJpeg(50, 50))).json().id;
    const withPhoto = await createPost(t, author.jar, { text: doc('Bike'), uploadIds: [photo] });
    const plain = await createPost(t, author.jar, { text: doc('Just text') });
    const liked = await post(t, 'ou', `/api/posts/${withPhoto.id}/like`, {}, reader.jar);
    expect(liked.json()).toEqual({ liked: true, likeCount: 1 });
    await post(t, 'ou', `/api/posts/${plain.id}/like`, {}, reader.jar);
    const saved = (await get('/api/saved', reader.jar)).json();
    expect(saved.posts.map((p: { id: string }) => p.id)).toEqual([plain.id, withPhoto.id]);
    expect(saved.posts[0].likedByMe).toBe(true);
    const unliked = await post(t, 'ou', `/api/posts/${plain.id}/like`, {}, reader.jar);
    expect(unliked.json()).toEqual({ liked: false, likeCount: 0 });
    const mediaQueries = await countQueries(t.pool, () => get('/api/media', reader.jar));
    const savedQueries = await countQueries(t.pool, () => get('/api/saved', reader.jar));
    for (let i = 0; i < 3; i++) {
      const extra = (await uploadFile(t, author.jar, await gpsJpeg(30, 30))).json().id;
      const more = await createPost(t, author.jar, { text: doc(`Extra ${i}`), uploadIds: [extra] });
      await post(t, 'ou', `/api/posts/${more.id}/like`, {}, reader.jar);
    }
    expect(mediaQueries).toBeGreaterThanOrEqual(4);
    expect(await countQueries(t.pool, () => get('/api/media', reader.jar))).toBe(mediaQueries);
    expect(await countQueries(t.pool, () => get('/api/saved', reader.jar))).toBe(savedQueries);
    const media = (await get('/api/media', reader.jar)).json();
    expect(media.posts.every((p: { imgCount: number }) => p.imgCount >= 1)).toBe(true);
    expect(media.posts.some((p: { id: string }) => p.id === withPhoto.id)).toBe(true);
    expect(media.posts.some((p: { id: string }) => p.id === plain.id)).toBe(false);
  });
});

describe('comments and deletion', () => {
  it('loads a comment tree of any depth in a fixed number of queries, oldest first per level', async () => {
    const author = await poster(t);
    const other = await memberOf(t);
    const root = await createPost(t, author.jar, { text: doc('Couch') });
    let parent = root.id;
    const chain: string[] = [];
    for (let depth = 0; depth < 6; depth++) {
      const res = await post(
        t,
        'ou',
        `/api/posts/${parent}/comments`,
        { text: doc(`reply ${depth}`) },
        depth % 2 ? author.jar : other.jar,
      );
      expect(res.statusCode, res.body).toBe(201);
      chain.push(res.json().id);
      parent = res.json().id;
    }
    const sibling = (
      await post(t, 'ou', `/api/posts/${root.id}/comments`, { text: doc('second top comment') }, other.jar)
    ).json();
    const detail = (await get(`/api/posts/${root.id}`, other.jar)).json();
    expect(detail.post.commentCount).toBe(2);
    expect(detail.comments.map((c: { id: string }) => c.id)).toEqual([...chain, sibling.id]);
    expect(detail.comments.map((c: { depth: number }) => c.depth)).toEqual([1, 2, 3, 4, 5, 6, 1]);
    const shallow = await createPost(t, author.jar, { text: doc('Chair') });
    await post(t, 'ou', `/api/posts/${shallow.id}/comments`, { text: doc('one') }, other.jar);
    const deep = await countQueries(t.pool, () => get(`/api/posts/${root.id}`, other.jar));
    const flat = await countQueries(t.pool, () => get(`/api/posts/${shallow.id}`, other.jar));
    // The session, then the post and its whole tree with media and saves: one round trip.
    expect(deep).toBe(2);
    expect(deep).toBe(flat);
  });

  it('leaves out removed comments, comments of blocked people and every reply under them', async () => {
    const author = await poster(t);
    const [a, b, reader] = [await memberOf(t), await memberOf(t), await memberOf(t)];
    const root = await createPost(t, author.jar, { text: doc('Lamp') });
    const say = async (parent: string, jar: CookieJar) =>
      (await post(t, 'ou', `/api/posts/${parent}/comments`, { text: doc('hi') }, jar)).json().id as string;
    const byA = await say(root.id, a.jar);
    const underA = await say(byA, b.jar);
    const deeper = await say(underA, author.jar);
    const removed = await say(root.id, b.jar);
    const underRemoved = await say(removed, a.jar);
    const kept = await say(root.id, b.jar);
    const keptReply = await say(kept, author.jar);
    await t.pool.query('update posts set removed_at = now() where id = $1', [removed]);
    await t.pool.query('insert into user_blocks (blocker_id, blocked_id) values ($1, $2)', [
      reader.user.id,
      a.user.id,
    ]);
    const shown = async (jar: CookieJar) => {
      const detail = (await get(`/api/posts/${root.id}`, jar)).json();
      return detail.comments.map((c: { id: string }) => c.id);
    };
    expect(await shown(reader.jar)).toEqual([kept, keptReply]);
    expect(await shown(author.jar)).toEqual([byA, underA, deeper, kept, keptReply]);
    expect(underRemoved).toBeTruthy();
  });

  it('deletes the post, its whole comment tree and its files; only the owner may', async () => {
    const author = await poster(t);
    const other = await memberOf(t);
    const photo = (await uploadFile(t, author.jar, await gpsJpeg(40, 40))).json().id;
    const root = await createPost(t, author.jar, { text: doc('Table'), uploadIds: [photo] });
    const comment = (
      await post(t, 'ou', `/api/posts/${root.id}/comments`, { text: doc('nice') }, other.jar)
    ).json();
    await post(t, 'ou', `/api/posts/${comment.id}/comments`, { text: doc('thanks') }, author.jar);
    const del = (jar: CookieJar, id: string) =>
      t.request('ou', {
        method: 'DELETE',
        url: `/api/posts/${id}`,
        headers: { cookie: jar.header, origin: 'http://ou.localhost:3000' },
      });
    expect((await del(other.jar, root.id)).statusCode).toBe(403);
    const fileUrl = root.media[0].url;
    expect((await get(fileUrl)).statusCode).toBe(200);
    expect((await del(author.jar, root.id)).statusCode).toBe(204);
    expect((await get(`/api/posts/${root.id}`, author.jar)).json().error.message).toBe(
      'Sorry, that post has been deleted.',
    );
    const left = await t.pool.query(
      'select count(*)::int as n from posts where id = $1 or root_post_id = $1',
      [root.id],
    );
    expect(left.rows[0].n).toBe(0);
    expect((await get(fileUrl)).statusCode).toBe(404);
    const { rows } = await t.pool.query('select total_posts from users where id = $1', [author.user.id]);
    expect(rows[0].total_posts).toBe(0);
  });

  it('lets a commenter delete their own comment without touching totalPosts', async () => {
    const author = await poster(t);
    const other = await memberOf(t);
    const root = await createPost(t, author.jar, { text: doc('Rug') });
    const comment = (
      await post(t, 'ou', `/api/posts/${root.id}/comments`, { text: doc('mine') }, other.jar)
    ).json();
    const res = await t.request('ou', {
      method: 'DELETE',
      url: `/api/posts/${comment.id}`,
      headers: { cookie: other.jar.header, origin: 'http://ou.localhost:3000' },
    });
    expect(res.statusCode).toBe(204);
    expect((await get(`/api/posts/${root.id}`, author.jar)).json()).toMatchObject({
      post: { commentCount: 0 },
      comments: [],
    });
    const { rows } = await t.pool.query('select total_posts from users where id = $1', [author.user.id]);
    expect(rows[0].total_posts).toBe(1);
  });
});
