import {
  campusTopic,
  parseServerMessage,
  REALTIME_CLOSE,
  REALTIME_PATH,
  type RealtimeServerMessage,
  userTopic,
} from '@campus/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../../http/errors';
import { sitePlugin } from '../../http/site';
import { createMemoryBus, createRealtimeEvent, type EventBus } from '../../platform/realtime/bus';
import { memberOf, registerUser } from '../../test/accounts-helpers';
import { ONCE_PER_PASSWORD } from '../../test/passwords';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';
import { createAccountsAuth } from '../accounts/accounts.auth';
import { createAppPresence } from './presence';
import { realtimeRoutes } from './realtime.routes';

// The test context's app has no bus yet, so this file mounts the realtime routes on a small app of
// its own over the same database. Sessions are real: members sign in through t.app, and this auth
// instance reads the same tables with the secret test-app.ts uses.
const TEST_AUTH_SECRET = 'test-secret-'.padEnd(40, 'x');

/** The client end of an injected socket (`ws` ships no types). */
interface ClientSocket {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'ping', listener: () => void): unknown;
  once(event: 'ping' | 'close', listener: () => void): unknown;
  once(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  pong(): void;
  close(): void;
  terminate(): void;
}

let t: TestContext;
let app: FastifyInstance;
let bus: EventBus;
/** Subscriptions open on the bus, by topic. */
const following = new Map<string, number>();
const sockets: ClientSocket[] = [];

/** A memory bus that counts its open subscriptions, to see the route subscribe and clean up. */
function countingBus(): EventBus {
  const inner = createMemoryBus();
  return {
    ...inner,
    subscribe(topic, handler) {
      following.set(topic, (following.get(topic) ?? 0) + 1);
      const stop = inner.subscribe(topic, handler);
      return () => {
        following.set(topic, (following.get(topic) ?? 0) - 1);
        stop();
      };
    },
  };
}
const openSubscriptions = () => [...following.values()].reduce((a, b) => a + b, 0);

beforeAll(async () => {
  t = await createTestContext();
  const auth = createAccountsAuth({
    config: t.config,
    db: t.db,
    secret: TEST_AUTH_SECRET,
    nudgeMail: () => {},
    passwords: ONCE_PER_PASSWORD,
    campuses: t.app.campuses,
  });
  await auth.$context;
  bus = countingBus();
  app = Fastify();
  registerErrorHandler(app);
  await app.register(sitePlugin, { baseDomain: t.config.BASE_DOMAIN, campuses: t.app.campuses });
  await app.register(realtimeRoutes, {
    deps: { db: t.db, auth, config: t.config, nudgeMail: () => {}, campuses: t.app.campuses },
    bus,
    presence: createAppPresence(),
    pingIntervalMs: 100,
    sessionCheckMs: 100,
  });
  await app.ready();
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  // Every socket's subscriptions go when it closes.
  await vi.waitFor(() => expect(openSubscriptions()).toBe(0));
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
});

/**
 * Opens the channel on a site as a page of that site would (its own Origin), collecting frames.
 * It answers pings as browsers do, unless told not to (an injected client does not by itself).
 */
async function connect(
  site: string,
  headers: Record<string, string> = {},
  answerPings = true,
  remoteAddress = '127.0.0.1',
) {
  const host = hostOf(site, t.config);
  const frames: RealtimeServerMessage[] = [];
  const onInit = (ws: ClientSocket) => {
    ws.on('message', (data) => frames.push(parseServerMessage(String(data))!));
    if (answerPings) ws.on('ping', () => ws.pong());
  };
  const socket: ClientSocket = await app.injectWS(
    REALTIME_PATH,
    { headers: { host, origin: `http://${host}`, ...headers }, socket: { remoteAddress } as never },
    { onInit },
  );
  sockets.push(socket);
  await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
  return { socket, frames };
}

const postCreated = (campusId: string, postId = 'p1') =>
  createRealtimeEvent(campusTopic(campusId), 'post.created', { postId });

describe('GET /api/ws', () => {
  it("sends an OU member the OU feed's events and their own, not another campus's", async () => {
    const member = await memberOf(t);
    const { frames } = await connect('ou', { cookie: member.jar.header });
    expect(frames).toEqual([{ type: 'ready', topics: [campusTopic('ou'), userTopic(member.user.id)] }]);

    const ut = postCreated('ut', 'ut-post');
    const ou = postCreated('ou', 'ou-post');
    const own = createRealtimeEvent(userTopic(member.user.id), 'post.deleted', { postId: 'p2' });
    await bus.publish(ut);
    await bus.publish(ou);
    await bus.publish(own);
    await vi.waitFor(() => expect(frames).toHaveLength(3));
    expect(frames.slice(1)).toEqual([ou, own]);
  });

  it('follows only the signed-in user on the hub', async () => {
    const member = await memberOf(t);
    const { frames } = await connect('localhost', { cookie: member.jar.header });
    expect(frames).toEqual([{ type: 'ready', topics: [userTopic(member.user.id)] }]);
  });

  it('gives an unverified account no events of the private campus, only its own topic', async () => {
    const unverified = await registerUser(t);
    const { frames } = await connect('ou', { cookie: unverified.jar.header });
    expect(frames).toEqual([{ type: 'ready', topics: [userTopic(unverified.user.id)] }]);
  });

  it('closes a socket whose session is gone, even without a session.ended event (periodic re-check)', async () => {
    const member = await memberOf(t);
    const { socket } = await connect('ou', { cookie: member.jar.header });
    const closed = new Promise<[number, string]>((resolve) =>
      socket.once('close', (code: number, reason: Buffer) => resolve([code, String(reason)])),
    );
    await t.pool.query('delete from sessions where user_id = $1', [member.user.id]);
    expect(await closed).toEqual([REALTIME_CLOSE.sessionEnded.code, REALTIME_CLOSE.sessionEnded.reason]);
  });

  it('gives a guest no campus events', async () => {
    const { frames } = await connect('ou');
    expect(frames).toEqual([{ type: 'ready', topics: [] }]);
    expect(openSubscriptions()).toBe(0);
    await bus.publish(postCreated('ou'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frames).toHaveLength(1);
  });

  it('refuses a handshake from a page of another site, even with the cookie', async () => {
    const member = await memberOf(t);
    const connecting = app.injectWS(REALTIME_PATH, {
      headers: { host: hostOf('ou', t.config), origin: 'http://evil.example', cookie: member.jar.header },
    });
    await expect(connecting).rejects.toThrow('Unexpected server response: 403');
    const fromOtherCampus = app.injectWS(REALTIME_PATH, {
      headers: { host: hostOf('ou', t.config), origin: `http://${hostOf('ut', t.config)}` },
    });
    await expect(fromOtherCampus).rejects.toThrow('Unexpected server response: 403');
  });

  it('caps open sockets per address (50 × RATE_LIMIT_IP_FACTOR) and per user (20): 429 beyond', async () => {
    expect(t.config.RATE_LIMIT_IP_FACTOR).toBe(1);
    const host = hostOf('ou', t.config);
    const handshake = (remoteAddress: string, cookie?: string) =>
      app.injectWS(REALTIME_PATH, {
        headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
        socket: { remoteAddress } as never,
      });
    for (let i = 0; i < 50; i++) await connect('ou', {}, true, '10.50.0.1');
    await expect(handshake('10.50.0.1')).rejects.toThrow('Unexpected server response: 429');

    const member = await memberOf(t);
    const cookie = member.jar.header;
    for (let i = 0; i < 20; i++) await connect('ou', { cookie }, true, `10.51.0.${i + 1}`);
    await expect(handshake('10.51.1.1', cookie)).rejects.toThrow('Unexpected server response: 429');
  });

  it('refuses an unknown site', async () => {
    const host = hostOf('nowhere', t.config);
    const connecting = app.injectWS(REALTIME_PATH, { headers: { host, origin: `http://${host}` } });
    await expect(connecting).rejects.toThrow('Unexpected server response: 404');
  });

  it('answers a plain GET (no upgrade) with 404', async () => {
    const res = await app.inject({
      method: 'GET',
      url: REALTIME_PATH,
      headers: { host: hostOf('ou', t.config) },
    });
    expect(res.statusCode).toBe(404);
  });

  it('pings to keep the connection open and unsubscribes when it closes', async () => {
    const member = await memberOf(t);
    const { socket, frames } = await connect('ou', { cookie: member.jar.header });
    expect(openSubscriptions()).toBe(2);
    for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => socket.once('ping', resolve));
    const event = postCreated('ou');
    await bus.publish(event);
    await vi.waitFor(() => expect(frames.at(-1)).toEqual(event));
    socket.close();
    await vi.waitFor(() => expect(openSubscriptions()).toBe(0));
  });

  it('cuts a connection that stopped answering pings', async () => {
    const member = await memberOf(t);
    const { socket } = await connect('ou', { cookie: member.jar.header }, false);
    expect(openSubscriptions()).toBe(2);
    await new Promise<void>((resolve) => socket.once('close', resolve));
    expect(openSubscriptions()).toBe(0);
  });
});
