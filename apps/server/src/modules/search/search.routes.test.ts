import { PROFILE_MESSAGES, SEARCH_MESSAGES } from '@campus/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createPostgresSearchEngine } from './postgres-search.engine';

let t: TestContext;
let ouPoster: Awaited<ReturnType<typeof poster>>;
let utPoster: Awaited<ReturnType<typeof memberOf>>;

/** Reads as a member (OU is a private campus: guests may not read it). */
const get = (
  site: string,
  url: string,
  jar: CookieJar | null = site === 'ut' ? utPoster.jar : ouPoster.jar,
) => t.request(site, { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });
const del = (site: string, url: string, jar?: CookieJar) =>
  t.request(site, {
    method: 'DELETE',
    url,
    headers: {
      origin: `http://${site}.${new URL(t.config.PUBLIC_URL).host}`,
      ...(jar ? { cookie: jar.header } : {}),
    },
  });
const texts = (res: { json(): { posts: { plainText: string }[] } }) =>
  res.json().posts.map((p) => p.plainText);

beforeAll(async () => {
  t = await createTestContext();
  ouPoster = await poster(t, 'Dana Deskworth');
  utPoster = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Terry Texan' });
  await t.pool.query(
    `update users set image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true where id = $1`,
    [utPoster.user.id],
  );
  await createPost(t, ouPoster.jar, {
    text: doc('Standing desk, barely used'),
    category: 'furniture',
    price: 80,
  });
  await createPost(t, ouPoster.jar, { text: doc('Calculus textbook'), category: 'books, movies, & music' });
  await createPost(t, ouPoster.jar, { text: doc('Desks for a dorm room') });
  const ut = await post(
    t,
    'ut',
    '/api/posts',
    { text: doc('UT desk for sale'), uploadIds: [] },
    utPoster.jar,
  );
  expect(ut.statusCode, ut.body).toBe(201);
});

describe('GET /api/search', () => {
  it('finds posts of this campus by words and prefixes, newest first, never another campus', async () => {
    const res = await get('ou', '/api/search?q=desk');
    expect(res.statusCode, res.body).toBe(200);
    expect(texts(res)).toEqual(['Desks for a dorm room', 'Standing desk, barely used']);
    expect(texts(await get('ou', '/api/search?q=DESK%20stand'))).toEqual(['Standing desk, barely used']);
    expect(texts(await get('ou', '/api/search?q=textb'))).toEqual(['Calculus textbook']);
    expect(texts(await get('ut', '/api/search?q=desk'))).toEqual(['UT desk for sale']);
  });

  it('matches the category and the author name, and forgives a typo', async () => {
    expect(texts(await get('ou', '/api/search?q=furniture'))).toEqual(['Standing desk, barely used']);
    expect(texts(await get('ou', '/api/search?q=dana'))).toHaveLength(3);
    expect(texts(await get('ou', '/api/search?q=textbok'))).toEqual(['Calculus textbook']);
    expect(texts(await get('ou', '/api/search?q=calcul%20textbok'))).toEqual(['Calculus textbook']);
    expect(texts(await get('ou', '/api/search?q=zeppelin'))).toEqual([]);
  });

  it('keeps the campus word counts as posts come and go', async () => {
    const count = async (lexeme: string) =>
      (
        await t.pool.query(`select posts from search_lexemes where campus_id = 'ou' and lexeme = $1`, [
          lexeme,
        ])
      ).rows[0]?.posts ?? 0;
    const before = await count('harmonica');
    const made = await createPost(t, ouPoster.jar, { text: doc('Harmonica in C') });
    expect(await count('harmonica')).toBe(before + 1);
    expect(texts(await get('ou', '/api/search?q=harmonic'))).toEqual(['Harmonica in C']);
    const del = await t.request('ou', {
      method: 'DELETE',
      url: `/api/posts/${made.id}`,
      headers: { origin: `http://ou.${new URL(t.config.PUBLIC_URL).host}`, cookie: ouPoster.jar.header },
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await count('harmonica')).toBe(before);
    expect(texts(await get('ou', '/api/search?q=harmonica'))).toEqual([]);
  });

  it('finds posts under the author’s new name', async () => {
    await t.pool.query(`update users set first_name = 'Renamed' where id = $1`, [ouPoster.user.id]);
    expect(texts(await get('ou', '/api/search?q=renamed'))).toHaveLength(3);
    await t.pool.query(`update users set first_name = 'Dana' where id = $1`, [ouPoster.user.id]);
  });

  it('keeps media-only hits on the Media tab and ignores empty or symbol-only text', async () => {
    expect(texts(await get('ou', '/api/search?q=desk&show=media'))).toEqual([]);
    await t.pool.query(`update posts set img_count = 1, has_photo = true where plain_text like 'Standing%'`);
    expect(texts(await get('ou', '/api/search?q=desk&show=media'))).toEqual(['Standing desk, barely used']);
    const none = { posts: [], nextCursor: null, correction: null };
    expect((await get('ou', '/api/search?q=%20%20')).json()).toEqual(none);
    expect((await get('ou', '/api/search?q=%26%7C!')).json()).toEqual(none);
  });

  it('pages 10 hits at a time, in a fixed number of queries, until a page brings fewer than 2', async () => {
    const author = await poster(t, 'Paging Person');
    for (let i = 0; i < 21; i += 1) await createPost(t, author.jar, { text: doc(`Lamp number ${i}`) });
    const seen: string[] = [];
    let url = '/api/search?q=lamp';
    const pageSizes: number[] = [];
    for (;;) {
      const res = await get('ou', url);
      const body = res.json();
      pageSizes.push(body.posts.length);
      seen.push(...texts(res));
      if (!body.nextCursor) break;
      url = `/api/search?q=lamp&cursor=${body.nextCursor}`;
    }
    expect(pageSizes).toEqual([10, 10, 1]);
    expect(new Set(seen).size).toBe(21);
    expect(seen[0]).toBe('Lamp number 20');
    const queries = await countQueries(t.pool, () => get('ou', '/api/search?q=lamp', author.jar));
    const fewer = await countQueries(t.pool, () => get('ou', '/api/search?q=calculus', author.jar));
    expect(queries).toBe(fewer);
  });

  it('uses the search indexes (EXPLAIN)', async () => {
    // A campus of 5,000 posts over a small vocabulary, vacuumed (as autovacuum would) so the
    // statistics and the GIN pending list are what a running campus has.
    const vocab = [
      'selling',
      'used',
      'good',
      'condition',
      'bike',
      'chair',
      'table',
      'lamp',
      'phone',
      'laptop',
    ];
    await t.pool.query(
      `insert into posts (id, campus_id, user_id, plain_text, created_at, last_modified)
       select gen_random_uuid(), 'ou', $1,
         ($2::text[])[1 + g % 10] || ' ' || ($2::text[])[1 + (g * 7) % 10] || ' item ' || g,
         now() - g * interval '1 minute', now()
       from generate_series(1, 5000) g`,
      [ouPoster.user.id, vocab],
    );
    await t.pool.query('vacuum analyze posts');
    await t.pool.query('vacuum analyze search_lexemes');
    const plan = async (query: string, params: unknown[]) =>
      (await t.pool.query(`explain ${query}`, params)).rows.map((r) => r['QUERY PLAN']).join('\n');
    // The engine's own SQL, captured through a logging Drizzle.
    const captured: { sql: string; params: unknown[] }[] = [];
    const logger = {
      logQuery: (query: string, params: unknown[]) => void captured.push({ sql: query, params }),
    };
    // Below 500 possible matches the engine goes through the GIN index (2,000 in the app).
    const engine = createPostgresSearchEngine(drizzle(t.pool, { schema, logger }), { ginFirstMax: 500 });
    const plansOf = async (text: string) => {
      captured.length = 0;
      await engine.searchPosts({
        campusId: 'ou',
        viewerId: null,
        text,
        mediaOnly: false,
        filters: { sort: 'newest' },
        limit: 10,
      });
      return Promise.all(captured.map((q) => plan(q.sql, q.params)));
    };
    // A rare word: every match through the GIN index, then sorted.
    const [, rare] = await plansOf('standing desk');
    expect(rare, rare).toContain('posts_search_words_idx');
    // A common word: the newest posts in date order, stopping at 10.
    const [, common] = await plansOf('bike');
    expect(common, common).toContain('posts_campus_date_idx');
    // A typo: the known words that may stand in for it come from the lexeme trigram index.
    const [lexemes] = await plansOf('laptp');
    expect(lexemes, lexemes).toContain('search_lexemes_trgm_idx');
    expect(texts(await get('ou', '/api/search?q=laptp'))[0]).toMatch(/laptop/);
    await t.pool.query(
      `insert into users (id, name, email, username, first_name, last_name, campus_id, school_verified,
         school_verified_at)
       select 'bulk' || g, 'Bulk Person', 'bulk' || g || '@example.com', 'bulkperson' || g,
         ($1::text[])[1 + g % 10], 'P.', 'ou', true, now()
       from generate_series(1, 5000) g`,
      [vocab],
    );
    await t.pool.query('vacuum analyze users');
    const people = await plan(
      `select id from users u where u.campus_id = $1 and u.school_verified
       and lower(u.first_name || ' ' || u.last_name || ' ' || u.username) like $2 order by u.username limit 10`,
      ['ou', '%riscil%'],
    );
    expect(people, people).toContain('users_people_trgm_idx');
  });
});

describe('GET /api/search/people', () => {
  it('finds school-verified people of the campus by part of a first name, last name or username', async () => {
    await memberOf(t, 'ou', 'ou.edu', { fullName: 'Priscilla Peoplefinder' });
    await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Priscilla Elsewhere' });
    await registerUser(t, { fullName: 'Priscilla Unverified' });
    const res = await get('ou', '/api/search/people?q=riscil');
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().users.map((u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`),
    ).toEqual(['Priscilla P.']);
    expect((await get('ou', '/api/search/people?q=%25')).json().users).toEqual([]);
  });
});

describe('search terms, popular searches and suggestions', () => {
  it('counts total, ghost and unique views and lists the most searched terms first', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu');
    const count = (q: string, jar?: CookieJar) => post(t, 'ou', '/api/search/terms', { q }, jar);
    for (let i = 0; i < 3; i += 1) expect((await count('Mini Fridge', member.jar)).statusCode).toBe(204);
    await count('mini  fridge');
    await count('bike', member.jar);
    await count('bike', member.jar);
    await count('   ');
    const row = (
      await t.pool.query(`select * from search_terms where campus_id = 'ou' and text = 'mini fridge'`)
    ).rows[0];
    expect({ total: row.total_views, ghost: row.ghost_views, unique: row.unique_views }).toEqual({
      total: 4,
      ghost: 1,
      unique: 1,
    });
    const popular = (await get('ou', '/api/search/popular')).json().searches;
    expect(popular.map((s: { text: string }) => s.text).slice(0, 2)).toEqual(['mini fridge', 'bike']);
    expect((await get('ut', '/api/search/popular')).json().searches).toEqual([]);
    expect((await get('ou', '/api/search?q=desk', null)).json().error.code).toBe('campus_private');
  });

  it('suggests searched terms by prefix or similarity, then words of matching posts', async () => {
    const suggestions = async (q: string) =>
      (await get('ou', `/api/search/suggestions?q=${q}`)).json().suggestions;
    expect(await suggestions('min')).toContain('mini fridge');
    expect(await suggestions('mini fridg')).toContain('mini fridge');
    expect(await suggestions('calc')).toContain('Calculus textbook');
    expect(await suggestions('')).toEqual([]);
  });
});

describe('recent searches', () => {
  it('adds, refuses a duplicate with the spec message, lists newest first, removes one and clears', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu');
    const add = (text: string) => post(t, 'ou', '/api/search/recent', { text }, member.jar);
    expect((await add('Desk')).statusCode).toBe(201);
    expect((await add('lamp')).statusCode).toBe(201);
    const dup = await add(' desk ');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({ code: 'duplicate_search', message: SEARCH_MESSAGES.duplicate });
    const list = (await get('ou', '/api/search/recent', member.jar)).json().searches;
    expect(list.map((s: { searchText: string; searchQty: number }) => [s.searchText, s.searchQty])).toEqual([
      ['desk', 2],
      ['lamp', 1],
    ]);

    const removed = await del('ou', `/api/search/recent/${list[0].id}`, member.jar);
    expect(removed.json()).toEqual({ message: SEARCH_MESSAGES.recentRemoved });
    expect((await del('ou', `/api/search/recent/${list[0].id}`, member.jar)).statusCode).toBe(404);
    const cleared = await del('ou', '/api/search/recent', member.jar);
    expect(cleared.json()).toEqual({ message: SEARCH_MESSAGES.historyCleared });
    expect((await get('ou', '/api/search/recent', member.jar)).json().searches).toEqual([]);
  });

  it('refuses a guest, an unverified user, and a stranger removing someone else’s search', async () => {
    expect((await post(t, 'ou', '/api/search/recent', { text: 'desk' })).statusCode).toBe(401);
    expect((await get('ou', '/api/search/recent', null)).statusCode).toBe(401);
    expect((await del('ou', '/api/search/recent')).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', '/api/search/recent', { text: 'desk' }, unverified.jar)).statusCode).toBe(
      403,
    );
    expect((await del('ou', '/api/search/recent', unverified.jar)).statusCode).toBe(403);

    const owner = await memberOf(t, 'ou', 'ou.edu');
    const stranger = await memberOf(t, 'ou', 'ou.edu');
    const mine = (await post(t, 'ou', '/api/search/recent', { text: 'bike' }, owner.jar)).json().search;
    expect((await del('ou', `/api/search/recent/${mine.id}`, stranger.jar)).statusCode).toBe(404);
    await del('ou', '/api/search/recent', stranger.jar);
    expect((await get('ou', '/api/search/recent', owner.jar)).json().searches).toHaveLength(1);
    expect(PROFILE_MESSAGES.reported).toBeTruthy();
  });
});
