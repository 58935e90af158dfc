// Every change another member sees on a page they have open is told on the bus: the post page's
// thread, likes, status, edits and sale on the campus's posts topic, a meetup's steps on both
// members' user topics, trust figures after a sale or a rating. Each on one instance, and on three
// sharing one database (the PostgreSQL bus): done through the first, heard on the third.
import { campusPostsTopic, campusTopic, type RealtimeEvent, userTopic } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberOf, nextIp } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { threeInstances } from '../../test/instances';
import { editPost, rate, setStatus } from '../../test/marketplace-helpers';
import { answerOffer, offered, pricedListing } from '../../test/offers-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';
import * as trades from '../../test/trades-helpers';

/** Where the members act. */
let t: TestContext;
/** Where the events are heard (the same instance, or another one). */
let ear: TestContext;

async function oneInstance(): Promise<TestContext[]> {
  return [await createTestContext()];
}

/** The first on the PostgreSQL bus too: the members act there, the third hears it. */
const onThree = (): Promise<TestContext[]> => threeInstances({ firstOnBus: true });

/** The events of these topics from now on, as `type payload` pairs. */
function heard(...topics: string[]) {
  const seen: RealtimeEvent[] = [];
  const stops = topics.map((topic) => ear.bus.subscribe(topic, (e) => seen.push(e)));
  return {
    seen,
    /** Waits until every wanted event arrived (each as type and payload). */
    async expectHeard(...wanted: [string, string, object][]) {
      await vi.waitFor(() => {
        for (const [topic, type, payload] of wanted)
          expect(seen).toContainEqual(expect.objectContaining({ topic, type, payload }));
      });
    },
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}

const posts = campusPostsTopic('ou');
const comment = (jar: { header: string }, parentId: string, text: string) =>
  t.request('ou', {
    method: 'POST',
    url: `/api/posts/${parentId}/comments`,
    payload: { text: doc(text), uploadIds: [] },
    remoteAddress: nextIp(),
    headers: { origin: `http://${hostOf('ou', t.config)}`, cookie: jar.header },
  });

for (const [where, start] of [
  ['on one instance', oneInstance],
  ['on three instances', onThree],
] as const)
  describe(`what others see change, live, ${where}`, () => {
    beforeAll(async () => {
      const instances = await start();
      t = instances[0]!;
      ear = instances.at(-1)!;
      // injectWS, unlike inject, does not start an app that has not answered yet.
      await ear.app.ready();
      await t.jobs.start();
      await trades.withSpots(t);
    });
    afterAll(async () => {
      await t.jobs.stop(1000);
    });

    it('a comment, a reply, its deletion and a like name the top-level post on the posts topic only', async () => {
      const author = await poster(t, 'Ann Author');
      const reader = await poster(t, 'Rey Reader');
      const postId = (await createPost(t, author.jar, { text: doc('Desk for sale') })).id as string;
      const bus = heard(posts, campusTopic('ou'));
      const first = await comment(reader.jar, postId, 'Still there?');
      expect(first.statusCode, first.body).toBe(201);
      await bus.expectHeard([posts, 'post.changed', { postId }]);
      bus.seen.length = 0;
      const reply = await comment(author.jar, first.json().id, 'Yes');
      expect(reply.statusCode, reply.body).toBe(201);
      await bus.expectHeard([posts, 'post.changed', { postId }]);
      bus.seen.length = 0;
      const gone = await send(t, 'DELETE', `/api/posts/${reply.json().id}`, author.jar);
      expect(gone.statusCode, gone.body).toBe(204);
      await bus.expectHeard([posts, 'post.changed', { postId }]);
      bus.seen.length = 0;
      const liked = await send(t, 'POST', `/api/posts/${postId}/like`, reader.jar, {});
      expect(liked.statusCode, liked.body).toBeLessThan(300);
      await bus.expectHeard([posts, 'post.changed', { postId }]);
      // The feed's topic keeps new and deleted posts only.
      expect(bus.seen.filter((e) => e.topic === campusTopic('ou'))).toEqual([]);
      bus.stop();
    });

    it('a status change and an edit name the post; a status changes the seller’s trust', async () => {
      const seller = await poster(t, 'Sal Seller');
      const postId = (await createPost(t, seller.jar, { text: doc('Lamp $10') })).id as string;
      const bus = heard(posts);
      expect((await setStatus(t, seller.jar, postId, { status: 'pending' })).statusCode).toBe(200);
      await bus.expectHeard(
        [posts, 'post.changed', { postId }],
        [posts, 'trust.changed', { userId: seller.user.id }],
      );
      bus.seen.length = 0;
      const edited = await editPost(t, seller.jar, postId, {
        text: doc('Lamp, now $8'),
        keepMediaIds: [],
        uploadIds: [],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      await bus.expectHeard([posts, 'post.changed', { postId }]);
      bus.stop();
    });

    it('each meetup step reaches both members; Yes tells the listing, both trusts and the buyer’s chat', async () => {
      const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bea Buyer' });
      const { seller, postId, chatId } = await trades.listingInChat(t, buyer);
      const bus = heard(posts, userTopic(buyer.user.id), userTopic(seller.user.id));
      const id = await trades.suggested(t, buyer.jar, chatId, postId);
      const step = { chatId, meetupId: id };
      const both = (): [string, string, object][] => [
        [userTopic(buyer.user.id), 'meetup.changed', step],
        [userTopic(seller.user.id), 'meetup.changed', step],
      ];
      await bus.expectHeard(...both());
      bus.seen.length = 0;
      expect((await trades.answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
      await bus.expectHeard(...both(), [posts, 'post.changed', { postId }]);
      bus.seen.length = 0;
      await trades.meetupTimePassed(t, id);
      const sold = await trades.outcome(t, seller.jar, id, true);
      expect(sold.statusCode, sold.body).toBe(200);
      await bus.expectHeard(
        ...both(),
        [posts, 'post.changed', { postId }],
        [posts, 'trust.changed', { userId: seller.user.id }],
        [posts, 'trust.changed', { userId: buyer.user.id }],
      );
      bus.seen.length = 0;
      expect((await rate(t, buyer.jar, postId, { stars: 5 })).statusCode).toBe(201);
      await bus.expectHeard(
        [posts, 'post.changed', { postId }],
        [posts, 'trust.changed', { userId: seller.user.id }],
      );
      bus.stop();
    });

    it('an offer, its counter and its accept reach the other member; accepting tells the listing', async () => {
      const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Oli Offerer' });
      const { seller, postId } = await pricedListing(t, 90, 'Sam Seller');
      const bus = heard(posts, userTopic(buyer.user.id), userTopic(seller.user.id));
      const offer = await offered(t, buyer.jar, postId, '70');
      const told = (who: { user: { id: string } }): [string, string, object] => [
        userTopic(who.user.id),
        'message.created',
        expect.objectContaining({ chatId: offer.chatId }),
      ];
      await bus.expectHeard(told(seller));
      bus.seen.length = 0;
      const countered = await answerOffer(t, seller.jar, offer.id, { action: 'counter', amount: '80' });
      expect(countered.statusCode, countered.body).toBe(200);
      await bus.expectHeard(told(buyer));
      bus.seen.length = 0;
      const accepted = await answerOffer(t, buyer.jar, offer.id, { action: 'accept' });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await bus.expectHeard(told(seller), [posts, 'post.changed', { postId }]);
      bus.stop();
    });

    it('No puts the listing back to Available and tells the buyer’s chat', async () => {
      const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Nia Notsold' });
      const { seller, postId, chatId } = await trades.listingInChat(t, buyer);
      const id = await trades.suggested(t, buyer.jar, chatId, postId);
      expect((await trades.answer(t, seller.jar, id, { action: 'accept' })).statusCode).toBe(200);
      await trades.meetupTimePassed(t, id);
      const bus = heard(posts, userTopic(buyer.user.id));
      expect((await trades.outcome(t, seller.jar, id, false)).statusCode).toBe(200);
      await bus.expectHeard(
        [posts, 'post.changed', { postId }],
        [userTopic(buyer.user.id), 'meetup.changed', { chatId, meetupId: id }],
      );
      bus.stop();
    });

    it('a socket on the campus follows its posts topic too, and ready names the same topics', async () => {
      const author = await poster(t, 'Wes Watcher');
      const reader = await poster(t, 'Cara Commenter');
      const postId = (await createPost(t, author.jar, { text: doc('Chair') })).id as string;
      const frames: { type: string; topics?: string[]; payload?: unknown }[] = [];
      const host = hostOf('ou', ear.config);
      const socket = await ear.app.injectWS(
        '/api/ws',
        {
          headers: { host, origin: `http://${host}`, cookie: author.jar.header },
          socket: { remoteAddress: nextIp() } as never,
        },
        {
          onInit: (ws: { on(e: 'message', l: (d: Buffer) => void): void }) =>
            ws.on('message', (d) => frames.push(JSON.parse(String(d)))),
        },
      );
      await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
      expect(frames[0]?.topics).toEqual([campusTopic('ou'), userTopic(author.user.id)]);
      expect((await comment(reader.jar, postId, 'Is it comfy?')).statusCode).toBe(201);
      await vi.waitFor(() =>
        expect(frames).toContainEqual(expect.objectContaining({ type: 'post.changed', payload: { postId } })),
      );
      socket.terminate();
    });
  });
