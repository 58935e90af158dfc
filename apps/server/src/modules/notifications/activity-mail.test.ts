import { beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml, memberOf, post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const mailTo = async (email: string) =>
  (
    await t.request('localhost', { method: 'GET', url: `/api/dev/mail?to=${encodeURIComponent(email)}` })
  ).json().messages as {
    subject: string;
    html: string;
    headers?: string;
  }[];
const activity = async (email: string) =>
  (await mailTo(email)).filter((m) => !/verification code/.test(m.subject));
const say = (jar: CookieJar, chatId: string, text: string) =>
  post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc(text) }, jar);

describe('activity e-mails', () => {
  it('e-mails a message once per burst, with a reply link and a one-click unsubscribe that stops further mail', async () => {
    const a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Amy Asker' });
    const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Ben Seller' });
    const chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id;
    for (let i = 0; i < 5; i++) await say(a.jar, chatId, `burst ${i}`);
    const mails = await activity(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Amy A. sent you a message');
    expect(mails[0]!.html).toContain(`http://ou.localhost:3000/messages/${chatId}`);
    const row = await t.pool.query(
      `select headers from mail where "to" = $1 and subject like '%sent you a message'`,
      [b.email],
    );
    const headers = JSON.parse(row.rows[0].headers);
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/ou\.localhost:3000\/api\/unsubscribe\?u=/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await activity(a.email)).toEqual([]);

    const link = new URL(decodeHtml(mails[0]!.html.match(/href="([^"]*\/api\/unsubscribe[^"]*)"/)![1]!));
    const forged = await t.request('ou', { method: 'GET', url: `/api/unsubscribe?u=${b.user.id}&t=forged` });
    expect(forged.statusCode).toBe(400);
    const res = await t.request('ou', { method: 'POST', url: link.pathname + link.search });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query('select email_notifications from users where id = $1', [b.user.id]);
    expect(rows[0].email_notifications).toBe(false);
    await t.pool.query(`delete from rate_limits where key like 'activity-mail:%'`);
    await say(a.jar, chatId, 'are you there?');
    expect(await activity(b.email)).toHaveLength(1);

    const back = await post(t, 'ou', '/api/me/email-notifications', { enabled: true }, b.jar);
    expect(back.json().user.emailNotifications).toBe(true);
  });

  it('e-mails comments, replies and saves to the right person, never to the actor', async () => {
    const author = await poster(t, 'Cora Owner');
    const reader = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Dan Reader' });
    const item = await createPost(t, author.jar, { text: doc('Skateboard') });
    const comment = (
      await post(t, 'ou', `/api/posts/${item.id}/comments`, { text: doc('How old?') }, reader.jar)
    ).json();
    await post(t, 'ou', `/api/posts/${comment.id}/comments`, { text: doc('One year') }, author.jar);
    await post(t, 'ou', `/api/posts/${item.id}/like`, {}, reader.jar);
    await post(t, 'ou', `/api/posts/${item.id}/comments`, { text: doc('note to self') }, author.jar);
    const toAuthor = (await activity(author.email)).map((m) => m.subject).sort();
    expect(toAuthor).toEqual(['Dan R. commented on your post', 'Dan R. saved your post']);
    expect((await activity(reader.email)).map((m) => m.subject)).toEqual(['Cora O. replied to your comment']);
  });
});
