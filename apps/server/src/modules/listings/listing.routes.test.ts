import { LISTING_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { boostAndPay, send } from '../../test/ads-helpers';
import { editPost, notificationsOf, sellTo, setStatus, stillAvailable } from '../../test/marketplace-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const feedIds = async (jar: Parameters<typeof send>[3], query = '') =>
  (await send(t, 'GET', `/api/feed${query}`, jar)).json().posts.map((p: { id: string }) => p.id) as string[];
const searchIds = async (jar: Parameters<typeof send>[3], q: string, extra = '') =>
  (await send(t, 'GET', `/api/search?q=${q}${extra}`, jar)).json().posts.map((p: { id: string }) => p.id);

describe('listing status', () => {
  it('lets only the author mark a post Pending or Sold; sold posts leave the feed and search unless asked for', async () => {
    const seller = await poster(t, 'Sally Seller');
    const reader = await poster(t, 'Rita Reader');
    const desk = await createPost(t, seller.jar, { text: doc('Walnut desk zorblax') });
    expect(desk.status).toBe('available');

    const guest = await setStatus(t, undefined, desk.id, { status: 'sold' });
    expect(guest.statusCode).toBe(401);
    const unverified = await setStatus(t, (await registerUser(t)).jar, desk.id, { status: 'sold' });
    expect(unverified.statusCode).toBe(403);
    const other = await memberOf(t, 'ut', 'utexas.edu');
    expect((await setStatus(t, other.jar, desk.id, { status: 'sold' })).statusCode).toBe(403);
    const stranger = await setStatus(t, reader.jar, desk.id, { status: 'sold' });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(LISTING_MESSAGES.notOwner);

    const pending = await setStatus(t, seller.jar, desk.id, { status: 'pending' });
    expect(pending.json()).toMatchObject({ status: 'pending', lastModified: desk.lastModified });
    expect(await feedIds(reader.jar)).toContain(desk.id);

    const sold = await setStatus(t, seller.jar, desk.id, { status: 'sold' });
    expect(sold.json().status).toBe('sold');
    expect(await feedIds(reader.jar)).not.toContain(desk.id);
    expect(await feedIds(reader.jar, '?showSold=true')).toContain(desk.id);
    expect(await searchIds(reader.jar, 'zorblax')).toEqual([]);
    expect(await searchIds(reader.jar, 'zorblax', '&showSold=true')).toEqual([desk.id]);
    const page = (await send(t, 'GET', `/api/posts/${desk.id}`, reader.jar)).json();
    expect(page.post.status).toBe('sold');

    // "Is this still available?" is not offered on a sold post.
    const asked = await stillAvailable(t, reader.jar, desk.id);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.message).toBe(LISTING_MESSAGES.soldAlready);
    // A comment has no status.
    const comment = await post(t, 'ou', `/api/posts/${desk.id}/comments`, { text: doc('Nice') }, seller.jar);
    expect((await setStatus(t, seller.jar, comment.json().id, { status: 'sold' })).statusCode).toBe(400);
  });

  it('sends the post with the question, and the seller chooses the buyer among those who asked', async () => {
    const seller = await poster(t, 'Sid Seller');
    const buyer = await poster(t, 'Bea Buyer');
    const other = await poster(t, 'Oli Other');
    const lamp = await createPost(t, seller.jar, { text: doc('Brass lamp') });
    const asked = await stillAvailable(t, buyer.jar, lamp.id);
    expect(asked.statusCode, asked.body).toBe(201);
    const messages = (await send(t, 'GET', `/api/chats/${asked.json().chatId}/messages`, seller.jar)).json();
    expect(messages.messages[0]).toMatchObject({
      plainText: LISTING_MESSAGES.stillAvailable,
      sharedPost: { id: lamp.id, status: 'available' },
    });
    expect((await stillAvailable(t, seller.jar, lamp.id)).statusCode).toBe(400);

    const buyers = await send(t, 'GET', `/api/posts/${lamp.id}/buyers`, seller.jar);
    expect(buyers.json().buyers.map((b: { id: string }) => b.id)).toEqual([buyer.user.id]);
    expect((await send(t, 'GET', `/api/posts/${lamp.id}/buyers`, buyer.jar)).statusCode).toBe(403);
    const notAsker = await setStatus(t, seller.jar, lamp.id, { status: 'sold', buyerId: other.user.id });
    expect(notAsker.statusCode).toBe(400);
    expect(notAsker.json().error.message).toBe(LISTING_MESSAGES.notABuyer);
    expect((await send(t, 'GET', `/api/posts/${lamp.id}`, buyer.jar)).json().post.status).toBe('available');

    await sellTo(t, seller, buyer, lamp.id);
    expect((await notificationsOf(t, buyer.jar))[0]).toMatchObject({ type: 'sale', postId: lamp.id });
    const sale = (await send(t, 'GET', `/api/posts/${lamp.id}/sale`, buyer.jar)).json().sale;
    expect(sale).toMatchObject({ role: 'buyer', other: { id: seller.user.id }, rated: false });
    expect((await send(t, 'GET', `/api/posts/${lamp.id}/sale`, other.jar)).json().sale).toBeNull();
    // The chat's card shows the status now.
    const card = (await send(t, 'GET', `/api/chats/${asked.json().chatId}/messages`, buyer.jar)).json();
    expect(card.messages[0].sharedPost.status).toBe('sold');
  });

  it('stops the running ad of a sold post, and a sold post cannot be boosted', async () => {
    const seller = await poster(t, 'Ada Seller');
    const bike = await createPost(t, seller.jar, { text: doc('Road bike') });
    const { adId } = await boostAndPay(t, seller.jar, bike.id);
    expect((await send(t, 'GET', `/api/ads/${adId}`, seller.jar)).json().status).toBe('active');
    await setStatus(t, seller.jar, bike.id, { status: 'sold' });
    expect((await send(t, 'GET', `/api/ads/${adId}`, seller.jar)).json().status).toBe('stopped');
    const chair = await createPost(t, seller.jar, { text: doc('Chair') });
    await setStatus(t, seller.jar, chair.id, { status: 'sold' });
    const boost = await post(
      t,
      'ou',
      `/api/posts/${chair.id}/boost`,
      { goal: 'message', days: 1 },
      seller.jar,
    );
    expect(boost.statusCode).toBe(409);
    expect(boost.json().error.message).toBe(LISTING_MESSAGES.soldCannotBoost);
  });
});

describe('editing a post', () => {
  it("lets only the author edit; shows 'Edited' without moving it up the feed", async () => {
    const seller = await poster(t, 'Eve Editor');
    const reader = await poster(t, 'Ray Reader');
    const jpeg = await gpsJpeg(32, 32);
    const photo = (await uploadFile(t, seller.jar, jpeg)).json().id as string;
    const older = await createPost(t, seller.jar, { text: doc('Sofa'), price: 100, uploadIds: [photo] });
    const newer = await createPost(t, seller.jar, { text: doc('Rug') });
    const body = { text: doc('Sofa, like new'), price: 90, category: 'furniture', keepMediaIds: [] };

    expect((await editPost(t, undefined, older.id, body)).statusCode).toBe(401);
    expect((await editPost(t, (await registerUser(t)).jar, older.id, body)).statusCode).toBe(403);
    const other = await memberOf(t, 'ut', 'utexas.edu');
    expect((await editPost(t, other.jar, older.id, body)).statusCode).toBe(403);
    expect((await editPost(t, reader.jar, older.id, body)).statusCode).toBe(403);
    const tooLong = await editPost(t, seller.jar, older.id, { ...body, text: doc('x'.repeat(501)) });
    expect(tooLong.statusCode).toBe(400);

    const second = (await uploadFile(t, seller.jar, jpeg)).json().id as string;
    const keep = older.media.map((m: { id: string }) => m.id);
    const edited = await editPost(t, seller.jar, older.id, {
      ...body,
      keepMediaIds: keep,
      uploadIds: [second],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      plainText: 'Sofa, like new',
      priceCents: 9000,
      lastModified: older.lastModified,
    });
    expect(edited.json().editedAt).not.toBeNull();
    expect(
      edited
        .json()
        .media.map((m: { id: string }) => m.id)
        .slice(0, 1),
    ).toEqual(keep);
    expect(edited.json().media).toHaveLength(2);
    const feed = (await send(t, 'GET', '/api/feed', reader.jar)).json().posts as { id: string }[];
    const ids = feed.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    // The feed's statement and the post page's carry the same edit time, status and media.
    expect(feed.find((p) => p.id === older.id)).toEqual({ ...edited.json(), likedByMe: false });
    // Removing the photos.
    const bare = await editPost(t, seller.jar, older.id, { ...body, keepMediaIds: [] });
    expect(bare.json().media).toEqual([]);
  });

  it('tells the members who saved a post of a price drop, not those who blocked the seller', async () => {
    const seller = await poster(t, 'Pam Pricer');
    const saver = await poster(t, 'Sam Saver');
    const blocker = await poster(t, 'Bo Blocker');
    const desk = await createPost(t, seller.jar, { text: doc('Standing desk'), price: 200 });
    for (const m of [saver, blocker]) await post(t, 'ou', `/api/posts/${desk.id}/like`, {}, m.jar);
    await post(t, 'ou', '/api/me/blocks', { userId: seller.user.id }, blocker.jar);
    const text = doc('Standing desk');
    await editPost(t, seller.jar, desk.id, { text, price: 250 });
    expect((await notificationsOf(t, saver.jar)).filter((n) => n.type === 'price drop')).toEqual([]);
    await editPost(t, seller.jar, desk.id, { text, price: 150 });
    expect((await notificationsOf(t, saver.jar))[0]).toMatchObject({
      type: 'price drop',
      postId: desk.id,
      message: LISTING_MESSAGES.priceDropped,
    });
    expect((await notificationsOf(t, blocker.jar)).filter((n) => n.type === 'price drop')).toEqual([]);
  });
});
