// The chat's message page: one statement after the session, whatever the page holds,
// built by PostgreSQL in the very shape the server gives a message it presents itself.
import { CHAT_PAGE_SIZE, type ChatMessage, DELETED_AUTHOR } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

/** GETs a page and counts the statements it sent (the session lookup included). */
async function readPage(jar: CookieJar, url: string) {
  let res: Awaited<ReturnType<TestContext['request']>> | undefined;
  const statements = await countQueries(t.pool, async () => {
    res = await t.request('ou', { method: 'GET', url, headers: { cookie: jar.header } });
  });
  return { statusCode: res!.statusCode, body: res!.json(), statements };
}

describe('a chat message page', () => {
  it('costs two statements whatever it holds, and shows each message as its sender got it back', async () => {
    const seller = await poster(t, 'Page Seller');
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Page Buyer' });
    const stranger = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Page Stranger' });
    const listingPhoto = await uploadFile(t, seller.jar, await gpsJpeg(), 'listing.jpg');
    const item = await createPost(t, seller.jar, {
      text: doc('Oak desk, barely used'),
      uploadIds: [listingPhoto.json().id],
    });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: seller.user.id }, buyer.jar)).json().chat.id;
    const url = `/api/chats/${chatId}/messages`;
    const send = async (jar: CookieJar, body: Record<string, unknown>) => {
      const res = await post(t, 'ou', url, body, jar);
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as ChatMessage;
    };

    const sent: ChatMessage[] = [];
    sent.push(await send(buyer.jar, { text: doc('Is the desk still available?') }));
    sent.push(await send(buyer.jar, { sharedPostId: item.id }));
    const photo = await uploadFile(t, seller.jar, await gpsJpeg(), 'desk.jpg');
    sent.push(await send(seller.jar, { text: doc('Here it is'), uploadId: photo.json().id }));
    for (let i = 0; i < CHAT_PAGE_SIZE; i++) sent.push(await send(seller.jar, { text: doc(`More ${i}`) }));
    const removed = await send(seller.jar, { text: doc('Pay me now') });
    expect((await post(t, 'ou', `/api/messages/${sent[1]!.id}/react`, {}, seller.jar)).json()).toEqual({
      liked: true,
    });
    // A moderator removed one message; the first sender later deleted their account.
    await t.pool.query('update messages set removed_at = now() where id = $1', [removed.id]);
    await t.pool.query('update messages set user_id = null where id = $1', [sent[0]!.id]);

    const first = await readPage(buyer.jar, url);
    const second = await readPage(buyer.jar, `${url}?cursor=${first.body.nextCursor}`);
    const caughtUp = await readPage(buyer.jar, `${url}?after=${sent[0]!.id}`);
    const asSeller = await readPage(seller.jar, `${url}?after=${sent[0]!.id}`);
    expect([first, second, caughtUp, asSeller].map((p) => [p.statusCode, p.statements])).toEqual([
      [200, 2],
      [200, 2],
      [200, 2],
      [200, 2],
    ]);

    // What each message looked like to its sender, as the buyer now sees it.
    const expected = sent.map((m, i) => ({
      ...m,
      ...(i === 0 ? { user: DELETED_AUTHOR } : {}),
      ...(i === 1 ? { likeCount: 1, likedByMe: false } : {}),
    }));
    expect(first.body.messages).toEqual(expected.slice(-CHAT_PAGE_SIZE).reverse());
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(second.body).toEqual({ messages: expected.slice(0, 3).reverse(), nextCursor: null });
    expect(caughtUp.body).toEqual({ messages: expected.slice(1), nextCursor: null });
    expect(expected[1]!.sharedPost).toMatchObject({
      id: item.id,
      deleted: false,
      preview: 'Oak desk, barely used',
      imageUrl: expect.stringMatching(/^\/files\/.+\?v=1$/),
      status: 'available',
    });
    expect(expected[2]!.image).toMatchObject({ url: expect.stringMatching(/^\/files\/.+\?v=1$/) });
    expect(asSeller.body.messages[0]).toMatchObject({ id: sent[1]!.id, likeCount: 1, likedByMe: true });
    expect(JSON.stringify(asSeller.body)).not.toContain('Pay me now');

    // A catch-up after a message that is not a shown message of this chat starts from the oldest.
    const unknownAnchor = await readPage(buyer.jar, `${url}?after=${removed.id}`);
    expect(unknownAnchor.body.messages.map((m: ChatMessage) => m.id)).toEqual(sent.map((m) => m.id));

    // Anyone else: 404, with no hint that the chat exists, and no more statements.
    const refused = await readPage(stranger.jar, url);
    expect([refused.statusCode, refused.body.error.code, refused.statements]).toEqual([
      404,
      'chat_missing',
      2,
    ]);
  });
});
