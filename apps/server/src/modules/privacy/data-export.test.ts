import { dataExportSchema } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { personWithEverything } from '../../test/privacy-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('download my data', () => {
  it('answers a JSON file with every kind of record, and no secrets', async () => {
    const { person, friend, pest, own, friendsPost, chat, paid } = await personWithEverything(t);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/quintessa-phone';
    await t.pool.query(
      `insert into push_subscriptions (id, user_id, endpoint, p256dh, auth) values (gen_random_uuid(), $1, $2, 'key-p256dh', 'key-auth')`,
      [person.user.id, endpoint],
    );
    const res = await send(t, 'GET', '/api/me/data', person.jar);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="campus-data-.+\.json"$/);
    const data = dataExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ id: person.user.id, email: person.email, firstName: 'Quintessa' });
    expect(data.posts.map((p) => p.id)).toEqual(expect.arrayContaining([own.id]));
    expect(data.posts.find((p) => p.id === own.id)?.files).toHaveLength(1);
    expect(data.comments).toEqual([
      expect.objectContaining({ post_commented_on: friendsPost.id, plain_text: 'Is it blue?' }),
    ]);
    expect(data.messages.filter((m) => m.chat_id === chat)).toEqual([
      expect.objectContaining({ chat_id: chat, sent_by_me: true, plain_text: 'Hello from me' }),
      expect.objectContaining({ chat_id: chat, sent_by_me: false, other_username: friend.user.username }),
    ]);
    expect(data.saves).toEqual([expect.objectContaining({ postId: friendsPost.id })]);
    expect(data.ads.map((a) => a.id)).toContain(paid.adId);
    expect(data.payments.map((p) => p.paymentStatus).sort()).toEqual(['paid', 'unpaid']);
    expect(data.searches).toEqual([expect.objectContaining({ text: 'desk' })]);
    expect(data.blocked).toEqual([expect.objectContaining({ username: pest.user.username })]);
    expect(data.pushSubscriptions).toEqual([{ endpoint, createdAt: expect.any(String) }]);
    expect(res.body).not.toContain('key-auth');
    expect(data.ratings.map((r) => [r.direction, r.stars]).sort()).toEqual([
      ['given', 4],
      ['given', 5],
      ['received', 2],
      ['received', 5],
    ]);
    expect(data.sales.map((s) => s.role).sort()).toEqual(['buyer', 'seller']);
    expect(data.savedSearches).toEqual([expect.objectContaining({ text: 'bike' })]);
    expect(data.appeals).toEqual([
      expect.objectContaining({ text: 'Quintessa Zyxwv was away', status: 'open' }),
    ]);
    expect(data.activeDays).toEqual([{ campusId: 'ou', day: new Date().toISOString().slice(0, 10) }]);
    const hash = await t.pool.query(`select password from accounts where user_id = $1`, [person.user.id]);
    expect(res.body).not.toContain(hash.rows[0].password);
    // Only one's own data: the friend's archive has none of the person's posts.
    const theirs = (await send(t, 'GET', '/api/me/data', friend.jar)).json();
    expect(theirs.posts.map((p: { id: string }) => p.id)).not.toContain(own.id);
  }, 60_000); // a whole world of records: slow on a busy machine
});
