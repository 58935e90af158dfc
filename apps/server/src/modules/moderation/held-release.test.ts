// A listing a rule held was never shown: nobody's saved search or request hears of it while it is
// held, and both do once a moderator releases it.
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf } from '../../test/marketplace-helpers';
import { moderatorOf } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const told = async (jar: CookieJar, type: string) =>
  (await notificationsOf(t, jar)).filter((n) => n.type === type).map((n) => n.postId);

describe('releasing a held listing', () => {
  it('sends its saved-search alerts and request matches then, and not while it was held', async () => {
    const moderator = await moderatorOf(t);
    const searcher = await poster(t, 'Sue Searcher');
    const requester = await poster(t, 'Rex Requester');
    const seller = await poster(t, 'Hal Hamster');
    const saved = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, { q: 'hamster cage' });
    expect(saved.statusCode, saved.body).toBe(201);
    await createPost(t, requester.jar, { text: doc('Cage'), kind: 'looking_for' });
    const listing = await createPost(t, seller.jar, { text: doc('Hamster cage, barely used'), price: 15 });
    expect(listing.held).toBe('rule');

    await t.app.requestMatching.runOnce();
    expect(await told(searcher.jar, 'saved search')).toEqual([]);
    expect(await told(requester.jar, 'request match')).toEqual([]);

    const released = await post(
      t,
      'ou',
      `/api/moderation/held/post/${listing.id}/release`,
      {},
      moderator.jar,
    );
    expect(released.statusCode, released.body).toBe(200);
    expect(await told(searcher.jar, 'saved search')).toEqual([listing.id]);
    await t.app.requestMatching.runOnce();
    expect(await told(requester.jar, 'request match')).toEqual([listing.id]);
  });
});
