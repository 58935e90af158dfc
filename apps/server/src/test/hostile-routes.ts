// The hostile-input corpus's machinery (http/hostile-input.test.ts, http/hostile-documents.test.ts):
// the app's route table read from its OpenAPI document, a signed-in poster with a post and a chat to
// aim at, and a sender that fails the test on any 5xx.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { memberOf, nextIp } from './accounts-helpers';
import type { CookieJar } from './cookies';
import { doc, createPost as newPost, poster } from './posts-helpers';
import { hostOf, type TestContext } from './test-app';

export interface JsonSchema {
  type?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
}
export interface Route {
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
async function routeTable(t: TestContext): Promise<Route[]> {
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

/** A plausible value for a query field, so a route gets as far as its cursor. */
export function queryValue(schema: JsonSchema): string {
  return schema.enum?.[0] ?? 'desk';
}

/**
 * The corpus's site on `t`: `setUp` (in beforeAll) makes the poster, a post and a chat and fills
 * `routes`; `send` and `hostile` then act as the poster.
 */
export function hostileSite(t: TestContext) {
  const routes: Route[] = [];
  let jar: CookieJar;
  const ids: Record<string, string> = {};

  async function setUp() {
    const a = await poster(t, 'Alex Hostile');
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Reader' });
    jar = a.jar;
    ids.post = (await newPost(t, a.jar, { text: doc('A desk for sale') })).id;
    ids.username = a.user.username;
    const chat = await send({ method: 'POST', url: '/api/chats', payload: { userId: b.user.id } });
    expect(chat.statusCode, chat.body).toBeLessThan(300);
    ids.chat = chat.json().chat.id;
    routes.push(...(await routeTable(t)));
  }

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

  /** The poster's cookies (signed in once `setUp` has run). */
  const posterJar = () => jar;
  return { routes, ids, setUp, send, urlOf, hostile, posterJar };
}
