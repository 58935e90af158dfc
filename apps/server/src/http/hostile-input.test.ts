/**
 * The hostile-input corpus: NUL characters, malformed cursors and made-up ids sent to every route
 * of the app's route table (its OpenAPI document, generated from the registered routes and their
 * schemas), each answered with a 4xx, never a 5xx. Hostile editor documents: hostile-documents.test.ts.
 */
import { APPEAL_TEXT_MAX, BOOK_MESSAGES, INPUT_MESSAGES, PRICE_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileSite, queryValue, type Route } from '../test/hostile-routes';
import { doc } from '../test/posts-helpers';
import { createTestContext } from '../test/test-app';

const t = await createTestContext();
const { routes, setUp, send, urlOf, hostile } = hostileSite(t);
beforeAll(setUp);

const NUL = 'desk\u0000lamp';
const expectNulRefused = (res: { statusCode: number; json(): unknown }) =>
  expect(res.json()).toEqual({ error: { code: 'invalid_characters', message: INPUT_MESSAGES.nulCharacter } });

describe('NUL characters, anywhere', () => {
  it('in every path param', async () => {
    let tried = 0;
    for (const route of routes)
      for (const name of route.params) {
        expectNulRefused(await hostile(route, { [name]: NUL }, {}, route.body ? {} : undefined));
        tried += 1;
      }
    expect(tried).toBeGreaterThan(20);
  });

  it('in every query field', async () => {
    let tried = 0;
    for (const route of routes)
      for (const name of Object.keys(route.query)) {
        expectNulRefused(await hostile(route, {}, { [name]: NUL }));
        tried += 1;
      }
    expect(tried).toBeGreaterThan(10);
  });

  it('in every JSON body field, in a key and deep inside an editor document', async () => {
    let tried = 0;
    for (const route of routes.filter((r) => r.body)) {
      for (const name of Object.keys(route.body!)) {
        expectNulRefused(await hostile(route, {}, {}, { [name]: NUL }));
        tried += 1;
      }
      expectNulRefused(await hostile(route, {}, {}, { [NUL]: 'x' }));
      expectNulRefused(await hostile(route, {}, {}, { text: doc('fine', NUL), list: [[{ deep: NUL }]] }));
    }
    expect(tried).toBeGreaterThan(40);
  });
});

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const when = '2026-03-01T10:00:00.000Z';
const uuid = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
/** Cursors no route can take: each is a 400 'invalid_cursor' on every paged route. */
const MALFORMED_CURSORS: [string, string][] = [
  ['not base64 JSON', '%%%not-a-cursor'],
  ['JSON that is not an object', cursorOf(42)],
  ['JSON null', cursorOf(null)],
  ['an empty object', cursorOf({})],
  ['a bad date', cursorOf({ t: 'not a date', id: uuid, n: '1' })],
  ['an impossible date', cursorOf({ t: '2026-02-31T25:61:00.000Z', id: uuid, n: '1' })],
  ['a date past year 275760', cursorOf({ t: '+999999-01-01T00:00:00.000Z', id: uuid, n: '1' })],
  ['a non-UUID id', cursorOf({ t: when, id: "1' or '1'='1", n: '1' })],
  ['fields that are not strings', cursorOf({ t: 1, id: 2, n: 3 })],
  ['a cursor of 5,000 characters', cursorOf({ t: when, id: uuid, n: '1', pad: 'x'.repeat(5000) })],
];
/** Positions only the feed and Photos read (others ignore the field and may answer a page). */
const MALFORMED_POSITIONS: [string, string][] = [
  ['a huge number', '1e308'],
  ['a number too long', '9'.repeat(40)],
  ['a negative number', '-5'],
  ['not a number', 'NaN'],
];

/** The required query fields with plausible values, and the cursor. */
const pagedQuery = (route: Route, cursor: string) => ({
  ...Object.fromEntries(route.requiredQuery.map((k) => [k, queryValue(route.query[k]!)])),
  ...(route.query.q ? { q: 'desk' } : {}),
  cursor,
});

describe('malformed cursors', () => {
  it.each(MALFORMED_CURSORS)('%s: 400 invalid_cursor on every paged route', async (_name, cursor) => {
    const paged = routes.filter((r) => 'cursor' in r.query);
    expect(paged.length).toBeGreaterThanOrEqual(10);
    for (const route of paged) {
      const res = await hostile(route, {}, pagedQuery(route, cursor));
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(400);
      // Past a route's own length cap (200 or 500 characters) its schema answers first.
      if (cursor.length <= 200)
        expect(res.json().error.code, `${route.method} ${route.path}`).toBe('invalid_cursor');
    }
  });

  it.each(MALFORMED_POSITIONS)(
    '%s as a position: 400 on the feed and Photos, a 4xx or a page elsewhere',
    async (_name, n) => {
      for (const route of routes.filter((r) => 'cursor' in r.query)) {
        const cursor = cursorOf({ t: when, id: uuid, n });
        const res = await send({ method: 'GET', url: urlOf(route, {}, pagedQuery(route, cursor)) });
        expect(res.statusCode, `${route.path} → ${res.body}`).toBeLessThan(500);
        if (route.path === '/api/feed' || route.path === '/api/media')
          expect(res.json().error.code, route.path).toBe('invalid_cursor');
      }
    },
  );
});

describe('made-up ids in route params', () => {
  it.each(['not-a-uuid', '99999999999999999999999', '-1', '0190f3a4-5b6c-7d8e-9f01-23456789abcdX'])(
    '%s: a 4xx on every route with an id',
    async (value) => {
      for (const route of routes.filter((r) => r.params.length > 0))
        await hostile(
          route,
          Object.fromEntries(route.params.map((p) => [p, value])),
          {},
          route.body ? {} : undefined,
        );
    },
  );

  it('GET /api/posts/not-a-uuid is a 400', async () => {
    const res = await send({ method: 'GET', url: '/api/posts/not-a-uuid' });
    expect(res.statusCode).toBe(400);
  });
});

describe('textbook and request fields', () => {
  const count = async () => (await t.pool.query('select count(*)::int as n from posts')).rows[0].n as number;
  const books = { text: doc('A book'), category: 'books, movies, & music', uploadIds: [] };

  it('bad ISBNs and long course codes get their sentences and write nothing', async () => {
    const before = await count();
    for (const [body, message] of [
      [{ isbn: '978-0-13-468599-2' }, BOOK_MESSAGES.badIsbn],
      [{ isbn: '0134685998' }, BOOK_MESSAGES.badIsbn],
      [{ isbn: 'x'.repeat(900) }, BOOK_MESSAGES.badIsbn],
      [{ isbn: "'; drop table posts; --" }, BOOK_MESSAGES.badIsbn],
      [{ courses: ['M'.repeat(400)] }, BOOK_MESSAGES.courseTooLong],
      [{ courses: ['<script>'] }, BOOK_MESSAGES.notACourse],
      [{ courses: Array.from({ length: 20 }, (_, i) => `C${i}`) }, BOOK_MESSAGES.tooManyCourses],
      [{ kind: 'looking_for', upTo: -5 }, PRICE_MESSAGES.negative],
      [{ kind: 'looking_for', upTo: 1.5 }, PRICE_MESSAGES.notWhole],
    ] as const) {
      const res = await send({ method: 'POST', url: '/api/posts', payload: { ...books, ...body } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    for (const body of [
      { kind: 'buying' },
      { courses: 'MATH 2924' },
      { courses: [{ a: 1 }] },
      { isbn: 9780134685991 },
    ]) {
      const res = await send({ method: 'POST', url: '/api/posts', payload: { ...books, ...body } });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('a course address of any length or shape is a 4xx', async () => {
    for (const code of ['M'.repeat(400), '..%2F..', '%3Cb%3E', '-', '%20'])
      expect((await send({ method: 'GET', url: `/api/courses?code=${code}` })).statusCode).toBe(400);
    const bad = await send({ method: 'GET', url: '/api/books/price-history?isbn=12345' });
    expect(bad.json().error.message).toBe(BOOK_MESSAGES.badIsbn);
  });
});

describe('appeal fields', () => {
  const count = async () =>
    (await t.pool.query('select count(*)::int as n from appeals')).rows[0].n as number;

  it('an appeal too long, empty, of the wrong shape or on a made-up action is a 4xx and writes nothing', async () => {
    const before = await count();
    const action = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
    for (const body of [
      { text: 'x'.repeat(APPEAL_TEXT_MAX + 1) },
      { text: '   ' },
      { text: ['a'] },
      { text: 'ok', clientKey: 'not-a-uuid' },
      {},
    ]) {
      const res = await send({ method: 'POST', url: `/api/standing/${action}/appeal`, payload: body });
      expect(res.statusCode, res.body).toBe(400);
    }
    for (const id of ['not-a-uuid', "1' or '1'='1", action, '..%2F..']) {
      const res = await send({ method: 'POST', url: `/api/standing/${id}/appeal`, payload: { text: 'Why' } });
      expect(res.statusCode, res.body).toBe(404);
    }
    for (const outcome of ['maybe', '', 1]) {
      const res = await send({
        method: 'POST',
        url: `/api/moderation/appeals/${action}/answer`,
        payload: { outcome },
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
