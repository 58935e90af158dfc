/**
 * The hostile-input corpus: NUL characters, malformed cursors, made-up ids and hostile editor
 * documents sent to every route of the app's route table (its OpenAPI document, generated from the
 * registered routes and their schemas), each answered with a 4xx, never a 5xx.
 */
import { DOCUMENT_MESSAGES, INPUT_MESSAGES } from '@campus/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, nextIp } from '../test/accounts-helpers';
import { doc, createPost as newPost, poster } from '../test/posts-helpers';
import { createTestContext, hostOf } from '../test/test-app';

const t = await createTestContext();

interface JsonSchema {
  type?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
}
interface Route {
  method: string;
  /** '/api/posts/{id}' */
  path: string;
  params: string[];
  query: Record<string, JsonSchema>;
  /** The query fields a route requires. */
  requiredQuery: string[];
  body: Record<string, JsonSchema> | null;
}

/** Every documented route with its path params, query and JSON body fields. */
async function routeTable(): Promise<Route[]> {
  await t.app.ready();
  const spec = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  return Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        requiredQuery: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: bodySchema ? (bodySchema.properties ?? {}) : null,
      };
    }),
  );
}

let routes: Route[] = [];
let jar: { header: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const a = await poster(t, 'Alex Hostile');
  const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Reader' });
  jar = a.jar;
  ids.post = (await newPost(t, a.jar, { text: doc('A desk for sale') })).id;
  ids.username = a.user.username;
  const chat = await send({ method: 'POST', url: '/api/chats', payload: { userId: b.user.id } });
  expect(chat.statusCode, chat.body).toBeLessThan(300);
  ids.chat = chat.json().chat.id;
  routes = await routeTable();
});

/**
 * A request as the signed-in poster on OU, from its own origin (the dev inbox answers only from
 * loopback, so its routes are sent from there).
 */
function send(opts: InjectOptions) {
  const url = typeof opts.url === 'string' ? opts.url : '';
  return t.request('ou', {
    remoteAddress: url.startsWith('/api/dev/') ? '127.0.0.1' : nextIp(),
    ...opts,
    headers: { origin: `http://${hostOf('ou', t.config)}`, cookie: jar.header, ...opts.headers },
  });
}

/** A working value for a path param of a route (the poster's own post, chat, username). */
function paramValue(route: Route, name: string): string {
  if (name === 'username') return ids.username!;
  if (name === 'id' && route.path.startsWith('/api/posts/')) return ids.post!;
  if (name === 'id' && route.path.startsWith('/api/chats/')) return ids.chat!;
  if (name === 'id' && route.path.startsWith('/api/campuses/')) return 'ou';
  return '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
}

/** A plausible value for a query field, so a route gets as far as its cursor. */
function queryValue(schema: JsonSchema): string {
  return schema.enum?.[0] ?? 'desk';
}

function urlOf(route: Route, params: Record<string, string> = {}, query: Record<string, string> = {}) {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(params[name] ?? paramValue(route, name)),
  );
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Sends a hostile request to a route (a string body is sent as written: JSON too deep for
 * JSON.stringify); a 5xx fails the test with the route and the answer.
 */
async function hostile(
  route: Route,
  params: Record<string, string>,
  query: Record<string, string>,
  body?: unknown,
) {
  const res = await send({
    method: route.method as InjectOptions['method'],
    url: urlOf(route, params, query),
    ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' } }),
  });
  expect(res.statusCode, `${route.method} ${route.path} → ${res.body}`).toBeLessThan(500);
  expect(res.statusCode, `${route.method} ${route.path}`).toBeGreaterThanOrEqual(400);
  return res;
}

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

const text = (t: string) => ({ type: 'text', text: t });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const lexical = (...blocks: unknown[]) => ({ root: { type: 'root', children: blocks } });
/** A body with a document nested `levels` deep, as JSON text. */
function deepBody(levels: number): string {
  const open = '{"type":"paragraph","children":['.repeat(levels);
  const close = ']}'.repeat(levels);
  return `{"uploadIds":[],"text":{"root":{"type":"root","children":[${open}{"type":"text","text":"x"}${close}]}}}`;
}
const HOSTILE_DOCUMENTS: [string, unknown][] = [
  ['children that are a number', lexical({ type: 'paragraph', children: 5 })],
  ['root children that are a number', { root: { type: 'root', children: 5 } }],
  [
    'text hidden in a block’s children',
    lexical({ type: 'paragraph', text: '', children: [text('a'.repeat(90_000))] }),
  ],
  ['60,000 empty inline nodes', lexical(paragraph(...Array.from({ length: 60_000 }, () => ({ text: '' }))))],
  ['a 3,000-deep document', 'deep'],
  ['a string', 'hello'],
  ['an array', [1, 2, 3]],
  ['a root that is null', { root: null }],
  ['an unknown node type', lexical(paragraph({ type: 'html', html: '<script>alert(1)</script>' }))],
  [
    'a javascript: link',
    lexical(paragraph({ type: 'link', url: 'javascript:alert(1)', children: [text('x')] })),
  ],
  ['text that is not a string', lexical(paragraph({ type: 'text', text: { toString: 'x' } }))],
];

describe('hostile editor documents', () => {
  it.each(HOSTILE_DOCUMENTS)('%s: 400 on every route that takes a document', async (_name, document) => {
    const takers = routes.filter((r) => r.body && 'text' in r.body && r.body.text!.type !== 'string');
    expect(takers.map((r) => r.path)).toEqual([
      '/api/posts',
      '/api/posts/{id}/comments',
      '/api/chats/{id}/messages',
    ]);
    for (const route of takers) {
      const body = document === 'deep' ? deepBody(3000) : { text: document, uploadIds: [] };
      const res = await hostile(route, {}, {}, body);
      expect(res.statusCode, `${route.path} → ${res.body}`).toBe(400);
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.invalid);
    }
  });

  it('a feed, post page and profile still load after them all', async () => {
    for (const url of ['/api/feed', `/api/posts/${ids.post}`, `/api/profiles/${ids.username}/posts`])
      expect((await send({ method: 'GET', url })).statusCode).toBe(200);
  });
});
