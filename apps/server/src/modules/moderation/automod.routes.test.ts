// The rules that act first, each on its own: a prohibited item refuses (with the rule's sentence)
// or holds; words and phrases and new accounts' links hold; auto-hide at the campus's number of
// distinct reporters (a repeat from one counts once); held content shows to its author and the
// moderators only, until a moderator releases or removes it.
import {
  AUTOMOD_MESSAGES as A,
  type CampusRules,
  DEFAULT_CAMPUS_RULES,
  MODERATION_MESSAGES,
} from '@campus/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, register } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { getAs, moderatorOf, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

type Member = Awaited<ReturnType<typeof poster>>;
let t: TestContext;
let author: Member;
let reader: Member;
let moderator: Member;

const setRules = async (change: Partial<CampusRules>) => {
  const res = await send(t, 'PUT', '/api/moderation/rules', moderator.jar, {
    ...DEFAULT_CAMPUS_RULES,
    ...change,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const listing = (jar: CookieJar, text: string) =>
  post(t, 'ou', '/api/posts', { uploadIds: [], text: doc(text), price: 20 }, jar);
const feedIds = async (jar: CookieJar) =>
  (await getAs(t, jar, '/api/feed')).json().posts.map((p: { id: string }) => p.id) as string[];
const page = (jar: CookieJar, id: string) => getAs(t, jar, `/api/posts/${id}`);
const held = async () => (await getAs(t, moderator.jar, '/api/moderation/held')).json().items;

beforeAll(async () => {
  t = await createTestContext();
  author = await poster(t, 'Al Author');
  reader = await poster(t, 'Rea Reader');
  moderator = await moderatorOf(t, 'ou');
});

beforeEach(async () => {
  await setRules({});
});

describe('prohibited items', () => {
  it('come with the default list, editable by the campus moderators', async () => {
    const rules = (await getAs(t, moderator.jar, '/api/moderation/rules')).json();
    expect(rules.prohibited.map((i: { name: string }) => i.name)).toEqual([
      'Weapons',
      'Drugs and prescription medicine',
      'Alcohol',
      'Tobacco and vapes',
      'Exam answers and solution manuals',
      'Live animals',
    ]);
    expect(rules.autoHideReports).toBe(3);
  });

  it('refuse a matching listing with the rule’s sentence, and write nothing', async () => {
    await setRules({ prohibited: [{ name: 'vape', words: [], action: 'refuse' }] });
    const res = await listing(author.jar, 'Vape pen, barely used');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'prohibited_item', message: A.prohibited('vape') });
    expect(A.prohibited('vape')).toBe("Listings of vape aren't allowed on this campus.");
    const { rows } = await t.pool.query(`select 1 from posts where plain_text like 'Vape pen%'`);
    expect(rows).toEqual([]);
    // Whole words only: "vaporwave" is not a vape.
    expect((await listing(author.jar, 'Vaporwave records')).statusCode).toBe(201);
  });

  it('hold a matching listing when the rule says so: the author sees it waiting, nobody else does', async () => {
    const res = await listing(author.jar, 'Two kittens need a home');
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(res.json().held).toBe('rule');
    expect((await page(author.jar, id)).json().post.held).toBe('rule');
    expect((await page(reader.jar, id)).statusCode).toBe(404);
    expect(await feedIds(reader.jar)).not.toContain(id);
    const search = (await getAs(t, reader.jar, '/api/search?q=kittens')).json();
    expect(JSON.stringify(search)).not.toContain(id);
    expect(await held()).toContainEqual(
      expect.objectContaining({
        targetId: id,
        heldKind: 'rule',
        heldReason: A.heldProhibited('Live animals'),
      }),
    );
    // Released: it shows normally.
    const release = await post(t, 'ou', `/api/moderation/held/post/${id}/release`, {}, moderator.jar);
    expect(release.json()).toEqual({ message: A.released });
    expect((await page(reader.jar, id)).statusCode).toBe(200);
    expect((await page(author.jar, id)).json().post.held).toBeUndefined();
    expect(await feedIds(reader.jar)).toContain(id);
    expect(
      (await post(t, 'ou', `/api/moderation/held/post/${id}/release`, {}, moderator.jar)).statusCode,
    ).toBe(404);
  });

  it('apply to new content only: a listing written before the rule stays', async () => {
    const before = (await listing(author.jar, 'Lava lamp')).json().id;
    await setRules({ prohibited: [{ name: 'Lamps', words: ['lamp'], action: 'refuse' }] });
    expect((await page(reader.jar, before)).statusCode).toBe(200);
    expect((await listing(author.jar, 'Another lava lamp')).statusCode).toBe(400);
  });
});

describe('edits', () => {
  it('are read by the rules as new text: a prohibited item refuses the edit, the post stays as it was', async () => {
    const { id } = (await listing(author.jar, 'Desk pen holder')).json();
    const edit = (text: string) =>
      send(t, 'PATCH', `/api/posts/${id}`, author.jar, {
        text: doc(text),
        price: 20,
        uploadIds: [],
        keepMediaIds: [],
      });
    const refused = await edit('Vape pen holder');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error.message).toBe(A.prohibited('Tobacco and vapes'));
    expect((await page(reader.jar, id)).json().post.plainText).toBe('Desk pen holder');
    await setRules({ heldWords: ['dm me'] });
    expect((await edit('Desk pen holder, dm me')).json().held).toBe('rule');
    expect((await page(reader.jar, id)).statusCode).toBe(404);
  });
});

describe('words and phrases, and links from new accounts', () => {
  it('hold a post or comment with a listed phrase; removal takes it away and tells the author', async () => {
    await setRules({ heldWords: ['cash only'] });
    const postRes = await post(
      t,
      'ou',
      '/api/posts',
      { uploadIds: [], text: doc('Bike, CASH ONLY') },
      author.jar,
    );
    expect(postRes.json().held).toBe('rule');
    const open = await createPost(t, reader.jar, { text: doc('Anyone selling a desk?') });
    const comment = await post(
      t,
      'ou',
      `/api/posts/${open.id}/comments`,
      { uploadIds: [], text: doc('Mine, cash only') },
      author.jar,
    );
    expect(comment.statusCode, comment.body).toBe(201);
    const tree = (jar: CookieJar) =>
      page(jar, open.id).then((r) => r.json().comments as { id: string; held?: string }[]);
    expect((await tree(reader.jar)).map((c) => c.id)).not.toContain(comment.json().id);
    expect((await tree(author.jar)).find((c) => c.id === comment.json().id)?.held).toBe('rule');
    const item = (await held()).find((i: { targetId: string }) => i.targetId === comment.json().id);
    expect(item).toMatchObject({ isComment: true, postId: open.id, heldReason: A.heldWord('cash only') });
    const removed = await post(
      t,
      'ou',
      `/api/moderation/held/post/${comment.json().id}/remove`,
      {},
      moderator.jar,
    );
    expect(removed.json()).toEqual({ message: A.removedHeld });
    expect((await tree(author.jar)).map((c) => c.id)).not.toContain(comment.json().id);
    const notices = (await getAs(t, author.jar, '/api/notifications')).json().notifications;
    expect(notices[0].message).toBe(MODERATION_MESSAGES.removed('comment', A.heldWord('cash only')));
  });

  it('hold a link from an account younger than the rule’s days, not from an older one', async () => {
    await setRules({ newAccountLinkDays: 7 });
    const res = await post(
      t,
      'ou',
      '/api/posts',
      { uploadIds: [], text: doc('See www.example.com') },
      author.jar,
    );
    expect(res.json().held).toBe('rule');
    expect(await held()).toContainEqual(expect.objectContaining({ heldReason: A.heldNewAccountLink(7) }));
    await t.pool.query(`update users set created_at = now() - interval '8 days' where id = $1`, [
      reader.user.id,
    ]);
    const older = await post(
      t,
      'ou',
      '/api/posts',
      { uploadIds: [], text: doc('See www.example.org') },
      reader.jar,
    );
    expect(older.json().held).toBeUndefined();
  });

  it('hold a chat message: its sender sees it waiting, the other person nothing until it is released', async () => {
    await setRules({ heldWords: ['venmo me'] });
    const chat = (await post(t, 'ou', '/api/chats', { userId: reader.user.id }, author.jar)).json().chat.id;
    const sent = await post(
      t,
      'ou',
      `/api/chats/${chat}/messages`,
      { text: doc('Venmo me first') },
      author.jar,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json().message?.id ?? sent.json().id;
    const shown = async (jar: CookieJar) =>
      (await getAs(t, jar, `/api/chats/${chat}/messages`)).json().messages as { id: string; held?: string }[];
    expect((await shown(reader.jar)).map((m) => m.id)).not.toContain(messageId);
    expect((await shown(author.jar)).find((m) => m.id === messageId)?.held).toBe('rule');
    // The data export: the sender's has it with the rule that held it; the other person's leaves it out.
    const exported = async (jar: CookieJar) => (await getAs(t, jar, '/api/me/data')).json().messages;
    expect(JSON.stringify(await exported(reader.jar))).not.toContain('Venmo me first');
    expect(await exported(author.jar)).toContainEqual(
      expect.objectContaining({ plain_text: 'Venmo me first', held_reason: A.heldWord('venmo me') }),
    );
    const release = await post(
      t,
      'ou',
      `/api/moderation/held/message/${messageId}/release`,
      {},
      moderator.jar,
    );
    expect(release.statusCode, release.body).toBe(200);
    expect((await shown(reader.jar)).map((m) => m.id)).toContain(messageId);
  });
});

describe('auto-hide', () => {
  it('hides content at the third distinct reporter, not at a repeat from one; a dismissal shows it again', async () => {
    const { id } = await createPost(t, author.jar, { text: doc('Concert tickets, half price') });
    const reporters = [await poster(t, 'Rae One'), await poster(t, 'Rae Two'), await poster(t, 'Rae Three')];
    const reportBy = (m: Member) => report(t, m.jar, { targetType: 'post', targetId: id, reason: 'scam' });
    await reportBy(reporters[0]!);
    await reportBy(reporters[1]!);
    await reportBy(reporters[1]!);
    expect((await page(reader.jar, id)).statusCode).toBe(200);
    expect(await feedIds(reader.jar)).toContain(id);
    await reportBy(reporters[2]!);
    expect((await page(reader.jar, id)).statusCode).toBe(404);
    expect(await feedIds(reader.jar)).not.toContain(id);
    const own = (await page(author.jar, id)).json().post;
    expect(own.held).toBe('reports');
    expect(A.hiddenForReports).toBe('Hidden while a moderator reviews reports.');
    const dismissed = await post(
      t,
      'ou',
      '/api/moderation/actions',
      { targetType: 'post', targetId: id, action: 'dismiss', reason: 'Fine' },
      moderator.jar,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect((await page(reader.jar, id)).statusCode).toBe(200);
  });

  it('follows the campus’s number, and 0 turns it off', async () => {
    await setRules({ autoHideReports: 0 });
    const { id } = await createPost(t, author.jar, { text: doc('Standing desk') });
    for (const name of ['Ro One', 'Ro Two', 'Ro Three', 'Ro Four'])
      await report(t, (await poster(t, name)).jar, { targetType: 'post', targetId: id, reason: 'spam' });
    expect((await page(reader.jar, id)).statusCode).toBe(200);
  });
});

describe('disposable e-mail domains', () => {
  it('are refused at sign-up with the rule’s sentence', async () => {
    const res = await register(t, 'someone@mailinator.com', 'Dee Sposable');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'disposable_email', message: A.disposableEmail });
  });
});
