import { REALTIME_CLOSE, REALTIME_PATH, userTopic } from '@campus/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createRealtimeEvent } from '../../platform/realtime/bus';
import { freshEmail, linkInMail, memberOf, post, registerUser } from '../../test/accounts-helpers';
import { CookieJar } from '../../test/cookies';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';

// Security: a socket stops receiving the user's events when its session ends.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

interface ClientSocket {
  on(event: 'message', listener: (data: Buffer) => void): unknown;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  terminate(): void;
}

/** A socket on OU with the jar's session; collects frames and how it closed. */
async function open(jar: CookieJar) {
  const host = hostOf('ou', t.config);
  const frames: { type: string }[] = [];
  const closed: { code?: number; reason?: string } = {};
  const socket: ClientSocket = await t.app.injectWS(
    REALTIME_PATH,
    {
      headers: { host, origin: `http://${host}`, cookie: jar.header },
      socket: { remoteAddress: '10.7.1.1' } as never,
    },
    {
      onInit: (ws: ClientSocket) => {
        ws.on('message', (d) => frames.push(JSON.parse(String(d))));
        ws.on('close', (code, reason) => Object.assign(closed, { code, reason: String(reason) }));
      },
    },
  );
  await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
  return { socket, frames, closed };
}

/** A second session of the same account (another browser). */
async function signInAgain(email: string, password = 'secret123') {
  const jar = new CookieJar();
  const res = await post(t, 'ou', '/api/accounts/login', { email, password }, jar);
  expect(res.statusCode, res.body).toBe(200);
  return jar;
}

const ping = (userId: string) =>
  t.bus.publish(createRealtimeEvent(userTopic(userId), 'chat.created', { chatId: 'c1' }));

describe('sockets end with their session', () => {
  it('logout closes that session’s sockets (4001) and no other', async () => {
    const member = await memberOf(t);
    const other = await signInAgain(member.email);
    const a = await open(member.jar);
    const b = await open(other);
    expect((await post(t, 'ou', '/api/accounts/logout', {}, member.jar)).statusCode).toBe(204);
    await vi.waitFor(() => expect(a.closed).toEqual(REALTIME_CLOSE.sessionEnded));
    await ping(member.user.id);
    await vi.waitFor(() => expect(b.frames.map((f) => f.type)).toEqual(['ready', 'chat.created']));
    expect(b.closed.code).toBeUndefined();
    // session.ended is for servers only: never sent to a client.
    expect(a.frames.map((f) => f.type)).toEqual(['ready']);
    b.socket.terminate();
  });

  it('a password change closes the sockets of every other session', async () => {
    const member = await memberOf(t);
    const other = await signInAgain(member.email);
    const stale = await open(other);
    const res = await post(
      t,
      'ou',
      '/api/me/password',
      { currentPassword: 'secret123', newPassword: 'changed99', confirmPassword: 'changed99' },
      member.jar,
    );
    expect(res.statusCode, res.body).toBe(204);
    await vi.waitFor(() => expect(stale.closed).toEqual(REALTIME_CLOSE.sessionEnded));
    // The session the change kept (or issued) still connects and receives events.
    const fresh = await open(member.jar);
    await ping(member.user.id);
    await vi.waitFor(() => expect(fresh.frames.map((f) => f.type)).toEqual(['ready', 'chat.created']));
    fresh.socket.terminate();
  });

  it('a password reset closes every socket of the account', async () => {
    const member = await memberOf(t);
    const socket = await open(member.jar);
    expect((await post(t, 'ou', '/api/accounts/password/forgot', { email: member.email })).statusCode).toBe(
      204,
    );
    const token = (await linkInMail(t, member.email, '/reset-password')).searchParams.get('token')!;
    const reset = await post(t, 'ou', '/api/accounts/password/reset', { token, password: 'brandnew1' });
    expect(reset.statusCode, reset.body).toBe(204);
    await vi.waitFor(() => expect(socket.closed).toEqual(REALTIME_CLOSE.sessionEnded));
  });

  it('someone proving an unverified address closes the sockets of the one who registered it first', async () => {
    const victim = freshEmail('victim');
    const attacker = await registerUser(t, { email: victim, fullName: 'Eve Early', password: 'attacker1' });
    const socket = await open(attacker.jar);
    expect((await post(t, 'ou', '/api/accounts/magic-link', { email: victim })).statusCode).toBe(204);
    const token = (await linkInMail(t, victim, '/login/sent')).searchParams.get('token')!;
    const done = await post(
      t,
      'ou',
      '/api/accounts/magic-link/complete',
      { token, email: victim },
      new CookieJar(),
    );
    expect(done.statusCode, done.body).toBe(200);
    await vi.waitFor(() => expect(socket.closed).toEqual(REALTIME_CLOSE.sessionEnded));
  });
});
