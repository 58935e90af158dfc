import { SAVED_SEARCH_MESSAGES } from '@campus/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { findSavedSearchMatches } from './saved-searches.repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const save = (jar: CookieJar | undefined, q: string, site = 'ou') =>
  send(t, 'POST', '/api/me/saved-searches', jar, { q }, site);
const list = async (jar: CookieJar) =>
  (await send(t, 'GET', '/api/me/saved-searches', jar)).json().searches as { id: string; text: string }[];
const alerts = async (jar: CookieJar) =>
  (await notificationsOf(t, jar)).filter((n) => n.type === 'saved search');

describe('saved searches', () => {
  it('are saved by members, listed and removed by their owner only', async () => {
    const me = await poster(t, 'Sara Saver');
    const other = await poster(t, 'Otto Other');
    expect((await save(undefined, 'lamp')).statusCode).toBe(401);
    expect((await save((await registerUser(t)).jar, 'lamp')).statusCode).toBe(403);
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    expect((await save(ut.jar, 'lamp')).statusCode).toBe(403);
    const saved = await save(me.jar, '  Lamp ');
    expect(saved.statusCode, saved.body).toBe(201);
    const dup = await save(me.jar, 'lamp');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(SAVED_SEARCH_MESSAGES.duplicate);
    expect((await save(me.jar, 'the')).json().error.message).toBe(SAVED_SEARCH_MESSAGES.noWords);
    expect((await list(me.jar)).map((s) => s.text)).toEqual(['lamp']);
    const id = saved.json().search.id;
    expect((await send(t, 'DELETE', `/api/me/saved-searches/${id}`, other.jar)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', `/api/me/saved-searches/${id}`, me.jar)).statusCode).toBe(204);
    expect(await list(me.jar)).toEqual([]);
    for (let i = 0; i < 20; i++) expect((await save(me.jar, `word${i}`)).statusCode).toBe(201);
    expect((await save(me.jar, 'one more')).json().error.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
  });

  it('tell the member of a new matching post on the campus, e-mailing at most once a day per search', async () => {
    const searcher = await poster(t, 'Lena Lamp');
    const author = await poster(t, 'Paul Poster');
    const blocker = await poster(t, 'Bea Blocker');
    await post(t, 'ou', '/api/me/email-notifications', { enabled: true }, searcher.jar);
    for (const m of [searcher, author, blocker])
      expect((await save(m.jar, 'desk lamps')).statusCode).toBe(201);
    await post(t, 'ou', '/api/me/blocks', { userId: author.user.id }, blocker.jar);

    await createPost(t, author.jar, { text: doc('A desk for sale') }); // not every word
    expect(await alerts(searcher.jar)).toEqual([]);
    const lamp = await createPost(t, author.jar, { text: doc('Desk lamp, brass, works great') });
    expect(await alerts(searcher.jar)).toEqual([
      expect.objectContaining({ postId: lamp.id, message: 'desk lamps' }),
    ]);
    expect(await alerts(author.jar)).toEqual([]); // never for one's own post
    expect(await alerts(blocker.jar)).toEqual([]); // nor from someone blocked
    const second = await createPost(t, author.jar, { text: doc('Another desk lamp') });
    expect((await alerts(searcher.jar)).map((n) => n.postId)).toEqual([second.id, lamp.id]);
    const mails = await t.pool.query(`select subject from mail where "to" = $1 and subject = $2`, [
      searcher.email,
      SAVED_SEARCH_MESSAGES.mailSubject,
    ]);
    expect(mails.rows).toHaveLength(1);
    // A post on another campus never matches.
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    await t.pool.query(`update users set profile_set_up = true, image = 'x', bio = 'x' where id = $1`, [
      ut.user.id,
    ]);
    await post(t, 'ut', '/api/posts', { text: doc('Desk lamp in Austin'), uploadIds: [] }, ut.jar);
    expect(await alerts(searcher.jar)).toHaveLength(2);
  });

  it('keep their filters: an alert only for a post that passes them all; the same words with other filters are another search', async () => {
    const searcher = await poster(t, 'Cara Capped');
    const author = await poster(t, 'Ned Newpost');
    const capped = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, {
      q: 'teak bookshelf',
      maxPrice: '50',
      condition: 'good,like_new,new',
    });
    expect(capped.statusCode, capped.body).toBe(201);
    expect(capped.json().search.filters).toEqual({ maxPrice: 50, conditions: ['new', 'like_new', 'good'] });
    const bad = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, { q: 'teak', minPrice: '-1' });
    expect(bad.statusCode).toBe(400);
    // The same words without filters are a second saved search; the one with them again a duplicate.
    expect((await save(searcher.jar, 'teak bookshelf')).statusCode).toBe(201);
    const again = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, {
      q: 'teak bookshelf',
      condition: 'new,good,like_new',
      maxPrice: '50',
    });
    expect(again.statusCode).toBe(409);
    const listed = await list(searcher.jar);
    expect(listed).toHaveLength(2);
    await send(t, 'DELETE', `/api/me/saved-searches/${listed[1]!.id}`, searcher.jar);

    await createPost(t, author.jar, { text: doc('Teak bookshelf'), price: 80, condition: 'good' }); // too dear
    await createPost(t, author.jar, { text: doc('Teak bookshelf'), price: 30, condition: 'fair' }); // worse
    await createPost(t, author.jar, { text: doc('Teak bookshelf') }); // no price
    expect(await alerts(searcher.jar)).toEqual([]);
    const match = await createPost(t, author.jar, {
      text: doc('Teak bookshelf'),
      price: 45,
      condition: 'like_new',
    });
    expect(await alerts(searcher.jar)).toEqual([expect.objectContaining({ postId: match.id })]);
  });

  it('finds the matching saved searches through the GIN index of their words, not by reading them all', async () => {
    const someone = await poster(t, 'Ivy Index');
    await t.pool.query(
      `insert into saved_searches (id, user_id, campus_id, text, lexemes)
       select gen_random_uuid(), $1, 'ou', 'w' || g, array['w' || g, 'x' || (g % 50)]
       from generate_series(1, 5000) g`,
      [someone.user.id],
    );
    await t.pool.query('vacuum analyze saved_searches');
    const target = await createPost(t, someone.jar, { text: doc('w42 x42 and more words') });
    const captured: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (sql: string, params: unknown[]) => void captured.push({ sql, params }) };
    const db = drizzle(t.pool, { schema, logger });
    await db.transaction((tx) => findSavedSearchMatches(tx, target.id));
    const query = captured.find((q) => q.sql.includes('saved_searches'))!;
    const plan = (await t.pool.query(`explain ${query.sql}`, query.params)).rows
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    expect(plan, plan).toContain('saved_searches_lexemes_idx');
  });
});
