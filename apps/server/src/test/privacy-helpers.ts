// A member with every kind of record (posts, comments, files, saves, chats, reactions, blocks,
// reports, searches, ads and payments, codes, links, tokens, e-mails, moderation history and roles),
// for the data download and account deletion tests.
import { expect } from 'vitest';
import { post } from './accounts-helpers';
import { boostAndPay, send, startBoost } from './ads-helpers';
import { rate, sellTo } from './marketplace-helpers';
import { uploadProfilePhoto } from './me-helpers';
import { administrator, moderate, moderatorOf, report } from './moderation-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from './posts-helpers';
import type { TestContext } from './test-app';

const ok = (res: { statusCode: number; body: string }, status = 201) =>
  expect(res.statusCode, res.body).toBe(status);

/** The person (a distinctive name, so any row naming them is found) and the people around them. */
export async function personWithEverything(t: TestContext) {
  const person = await poster(t, 'Quintessa Zyxwv');
  const friend = await poster(t, 'Fern Friend');
  const jpeg = await gpsJpeg(40, 30);
  ok(await uploadProfilePhoto(t, person.jar, jpeg, 'me.jpg'), 200);

  const photo = (await uploadFile(t, person.jar, jpeg)).json().id as string;
  const own = await createPost(t, person.jar, { text: doc('Desk for sale'), uploadIds: [photo] });
  await uploadFile(t, person.jar, jpeg); // never attached
  const friendsPost = await createPost(t, friend.jar, { text: doc('Lamp for sale') });
  const comment = await post(
    t,
    'ou',
    `/api/posts/${friendsPost.id}/comments`,
    { text: doc('Is it blue?') },
    person.jar,
  );
  ok(comment);
  const replyPhoto = (await uploadFile(t, friend.jar, jpeg)).json().id as string;
  const friendReply = await post(
    t,
    'ou',
    `/api/posts/${own.id}/comments`,
    { text: doc('Still there?'), uploadIds: [replyPhoto] },
    friend.jar,
  );
  ok(friendReply);
  ok(await post(t, 'ou', `/api/posts/${friendsPost.id}/like`, {}, person.jar), 200);
  ok(await post(t, 'ou', `/api/posts/${own.id}/like`, {}, friend.jar), 200);

  const chat = (await post(t, 'ou', '/api/chats', { userId: friend.user.id }, person.jar)).json().chat
    .id as string;
  const sent = await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hello from me') }, person.jar);
  ok(sent);
  ok(await post(t, 'ou', `/api/chats/${chat}/messages`, { text: doc('Hello back') }, friend.jar));
  ok(await post(t, 'ou', `/api/messages/${sent.json().id}/react`, {}, friend.jar), 200);

  const pest = await poster(t, 'Pete Pest');
  ok(await post(t, 'ou', '/api/me/blocks', { userId: pest.user.id }, person.jar), 204);
  ok(await post(t, 'ou', '/api/me/blocks', { userId: person.user.id }, pest.jar), 204);
  ok(await report(t, person.jar, { targetType: 'profile', targetId: pest.user.id, reason: 'spam' }));
  ok(await report(t, pest.jar, { targetType: 'profile', targetId: person.user.id, reason: 'spam' }));
  ok(await post(t, 'ou', '/api/search/recent', { text: 'desk' }, person.jar));
  await post(t, 'ou', '/api/search/terms', { q: 'desk' }, person.jar);

  const paid = await boostAndPay(t, person.jar, own.id);
  const second = await createPost(t, person.jar, { text: doc('Chair for sale') });
  await startBoost(t, person.jar, second.id); // never paid
  await post(t, 'ou', '/api/accounts/magic-link', { email: person.email });
  await post(t, 'ou', '/api/accounts/password/forgot', { email: person.email });
  ok(await send(t, 'GET', '/api/feed', person.jar), 200);
  await marketplaceHistory(t, person);
  const people = { person, friend, pest };
  const content = { post: own.id, comment: comment.json().id, message: sent.json().id };
  const moderator = await moderationHistory(t, people, content);
  return { ...people, own, friendsPost, chat, paid, friendReply: friendReply.json(), moderator };
}

type Member = Awaited<ReturnType<typeof poster>>;

/**
 * Moderation by and about the person: reports of their post, comment, message and
 * profile (notes and reasons naming them), a warning and a suspension, then the person as a
 * moderator and administrator who warns the pest. Returns the moderator who acted on the person.
 */
async function moderationHistory(
  t: TestContext,
  { person, friend, pest }: { person: Member; friend: Member; pest: Member },
  content: { post: string; comment: string; message: string },
) {
  const mod = await moderatorOf(t, 'ou', 'Mona Moderator');
  const admin = await administrator(t, 'Adam Admin');
  const by = (jar: Member['jar'], targetType: string, targetId: string, note?: string) =>
    report(t, jar, { targetType, targetId, reason: note ? 'other' : 'spam', note });
  ok(await by(friend.jar, 'post', content.post, 'Quintessa never shows up'));
  ok(await by(friend.jar, 'comment', content.comment));
  ok(await by(friend.jar, 'message', content.message));
  const act = (jar: Member['jar'], targetType: string, targetId: string, extra: object) =>
    moderate(t, jar, { targetType, targetId, ...extra });
  const reason = 'Quintessa Zyxwv was told twice';
  ok(await act(mod.jar, 'comment', content.comment, { action: 'warn', reason }), 200);
  ok(await act(mod.jar, 'profile', person.user.id, { action: 'suspend', days: 1, reason }), 200);
  // The person appeals the warning, in words that name them.
  const standing = (await send(t, 'GET', '/api/standing', person.jar)).json();
  const warning = standing.entries.find((e: { kind: string }) => e.kind === 'warning');
  ok(
    await post(
      t,
      'ou',
      `/api/standing/${warning.id}/appeal`,
      { text: 'Quintessa Zyxwv was away' },
      person.jar,
    ),
  );
  ok(await post(t, 'ou', '/api/admin/moderators', { user: person.user.username }, admin.jar));
  await t.pool.query('insert into administrators (user_id) values ($1)', [person.user.id]);
  ok(await by(friend.jar, 'profile', pest.user.id));
  ok(await act(person.jar, 'profile', pest.user.id, { action: 'warn', reason: 'Be kind' }), 200);
  return mod;
}

/**
 * The person sells a table to a customer and buys their bike; each rates the other for
 * both sales; the person saves a search and the customer's rating of them is reported.
 */
async function marketplaceHistory(t: TestContext, person: Member) {
  const customer = await poster(t, 'Carl Customer');
  const table = await createPost(t, person.jar, { text: doc('Table for sale'), price: 40 });
  await sellTo(t, person, customer, table.id);
  const bike = await createPost(t, customer.jar, { text: doc('Bike for sale') });
  await sellTo(t, customer, person, bike.id);
  ok(await rate(t, person.jar, table.id, { stars: 5, comment: 'Paid on time' }));
  ok(await rate(t, person.jar, bike.id, { stars: 4, comment: 'Good bike' }));
  const theirs = await rate(t, customer.jar, table.id, { stars: 2, comment: 'Quintessa was late' });
  ok(theirs);
  ok(await rate(t, customer.jar, bike.id, { stars: 5 }));
  ok(await report(t, person.jar, { targetType: 'rating', targetId: theirs.json().id, reason: 'spam' }));
  ok(await post(t, 'ou', '/api/me/saved-searches', { q: 'bike' }, person.jar));
}
