import { REALTIME_CLOSE, REALTIME_PATH } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

interface ClientSocket {
  once(event: 'close', listener: (code: number, reason: Buffer) => void): unknown;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
}

describe('shutting down with realtime sockets open', () => {
  it('closes each socket with 1012 (restarting), the hint to reconnect at once elsewhere', async () => {
    const { jar } = await memberOf(t);
    const host = hostOf('ou', t.config);
    let ready!: () => void;
    const isReady = new Promise<void>((r) => {
      ready = r;
    });
    const socket: ClientSocket = await t.app.injectWS(
      REALTIME_PATH,
      {
        headers: { host, origin: `http://${host}`, cookie: jar.header },
        socket: { remoteAddress: '10.7.2.1' } as never,
      },
      { onInit: (ws: ClientSocket) => ws.on('message', () => ready()) },
    );
    await isReady;
    const closed = new Promise<[number, string]>((resolve) =>
      socket.once('close', (code, reason) => resolve([code, String(reason)])),
    );
    await t.app.close();
    expect(await closed).toEqual([REALTIME_CLOSE.restarting.code, REALTIME_CLOSE.restarting.reason]);
  });
});
