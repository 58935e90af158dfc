import { beforeAll, describe, expect, it } from 'vitest';
import { boostAndPay, send } from '../../test/ads-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe("an ad's title from its post's text", () => {
  it('is cut at a word with an ellipsis, and the payment line reads the same', async () => {
    const owner = await poster(t);
    const text = 'Vintage oak writing desk with three drawers and brass handles, pickup near the stadium';
    const item = await createPost(t, owner.jar, { text: doc(text) });
    const { adId } = await boostAndPay(t, owner.jar, item.id);

    const title = 'Vintage oak writing desk with three drawers and…';
    expect((await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json().title).toBe(title);
    const payments = (await send(t, 'GET', '/api/me/payments', owner.jar)).json();
    expect(payments.transactions[0].description).toBe(title);
  });

  it('keeps a short text whole', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Desk lamp') });
    const { adId } = await boostAndPay(t, owner.jar, item.id);
    expect((await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json().title).toBe('Desk lamp');
  });
});
