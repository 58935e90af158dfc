import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { doc } from '../../test/posts-helpers';
import { browserSubscription, type PushEndpointServer, startPushEndpoint } from '../../test/push-endpoint';
import { createTestContext, type TestContext } from '../../test/test-app';

// Pushes on the job queue (decision 016): the commit of a new message queues a `push-delivery` run
// on pg-boss, which sends the push with nobody calling the job by hand.
let t: TestContext;
let pushService: PushEndpointServer;
beforeAll(async () => {
  pushService = await startPushEndpoint();
  t = await createTestContext({ PUSH_ENDPOINT_HOSTS: '127.0.0.1' });
  await t.jobs.start();
});
afterAll(async () => {
  await t.jobs.stop(1000);
  await pushService.close();
});

describe('the push-delivery job', () => {
  it('runs after the commit of a new message and delivers its push', async () => {
    const seller = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Jo Job' });
    const browser = browserSubscription(pushService.url('/push/job'));
    expect((await post(t, 'ou', '/api/push/subscribe', browser.body, seller.jar)).statusCode).toBe(204);
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bo Buyer' });
    const chat = await post(t, 'ou', '/api/chats', { userId: seller.user.id }, buyer.jar);
    const chatId = chat.json().chat.id;
    const sent = await post(
      t,
      'ou',
      `/api/chats/${chatId}/messages`,
      { text: doc('Queued, then pushed') },
      buyer.jar,
    );
    expect(sent.statusCode).toBe(201);
    await vi.waitFor(
      () => expect(pushService.received.filter((r) => r.path === '/push/job')).toHaveLength(1),
      {
        timeout: 15_000,
        interval: 100,
      },
    );
    const [push] = pushService.received.filter((r) => r.path === '/push/job');
    expect(JSON.parse(browser.decrypt(push!.body))).toMatchObject({
      title: 'Bo B. sent you a message',
      body: 'Queued, then pushed',
    });
    // The job clears the flag once the push service answered, a moment after it received the push.
    await vi.waitFor(
      async () => {
        const { rows } = await t.pool.query(
          'select count(*)::int as n from notifications where push_pending',
        );
        expect(rows[0].n).toBe(0);
      },
      { timeout: 15_000, interval: 100 },
    );
  });
});
