import type { Page } from '@playwright/test';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';

// What a refused member sees where they acted: the server's sentence, never 'Something went wrong.'.
// The first-day limits need a server with them on: first-day-limits.spec.ts.

// With its end, in the reader's time zone (the browser's; a call without one reads UTC).
const SUSPENDED =
  /^Your account is suspended until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M [A-Z]{2,5}\. You can read, but you can't post, comment, send messages or boost posts until then\./;

/**
 * The danger alert that says `sentence`, and no generic failure beside it. By its role attribute:
 * while the composer dialog is open, the alerts outside it are hidden from the accessibility tree.
 */
async function expectAlert(page: Page, sentence: string | RegExp) {
  await expect(page.locator('[role="alert"]').filter({ hasText: sentence })).toBeVisible();
  await expect(page.getByText('Something went wrong', { exact: false })).toHaveCount(0);
}

test('a suspended member who posts, comments and messages sees the suspension sentence, with its end, each time', async ({
  newMember,
  isPhone,
  tag,
}) => {
  test.skip(isPhone, 'the wide-screen composer dialog; the refusal is the same sentence on a phone');
  test.setTimeout(120_000);
  const sus = await newMember('Sally Suspended');
  const friend = await newMember('Fred Friend');
  const moderator = await newMember('Mia Moderator');
  const s = sus.page;
  const friendPost = (
    await apiInPage<{ id: string }>(friend.page, 'POST', '/api/posts', {
      text: doc(`Bike ${tag}`),
      uploadIds: [],
    })
  ).json.id;
  const ownPost = (
    await apiInPage<{ id: string }>(s, 'POST', '/api/posts', {
      text: doc(`Deposit first ${tag}`),
      uploadIds: [],
    })
  ).json.id;
  const chat = await apiInPage<{ chat: { id: string } }>(s, 'POST', '/api/chats', { userId: friend.id });
  expect(chat.status).toBe(200);

  // A moderator suspends her for three days over a report of her post.
  const report = { targetType: 'post', targetId: ownPost, reason: 'scam' };
  expect((await apiInPage(friend.page, 'POST', '/api/reports', report)).status).toBe(201);
  grantAdmin(await emailOf(moderator.page));
  const action = { targetType: 'post', targetId: ownPost, action: 'suspend', reason: 'Deposits', days: 3 };
  expect((await apiInPage(moderator.page, 'POST', '/api/moderation/actions', action)).status).toBe(200);
  const refused = await apiInPage<{ error: { code: string; message: string } }>(s, 'POST', '/api/posts', {
    text: doc('Probe'),
    uploadIds: [],
  });
  expect(refused.json.error.code).toBe('suspended');
  expect(refused.json.error.message).toMatch(SUSPENDED);

  // Posts from the composer.
  await s.goto(siteUrl('ou', '/home'));
  await s.getByRole('button', { name: 'Create Post' }).first().click();
  const dialog = s.getByRole('dialog', { name: 'Create Post' });
  await dialog.locator('[contenteditable="true"]').fill(`Still selling ${tag}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expectAlert(s, SUSPENDED);

  // Comments on a post.
  await s.goto(siteUrl('ou', `/post/${friendPost}`));
  const box = s.getByRole('region', { name: 'Reply' }).first();
  await box.locator('[contenteditable="true"]').fill('Is it still available?');
  await box.getByRole('button', { name: 'Reply', exact: true }).click();
  await expectAlert(s, SUSPENDED);

  // Messages in the chat she had.
  await s.goto(siteUrl('ou', `/messages/${chat.json.chat.id}`));
  const input = s.getByRole('textbox', { name: 'Message' });
  await input.fill('Are you there?');
  await input.press('Enter');
  await expectAlert(s, SUSPENDED);
});

test("a blocked member's message shows the block sentence; the blocker is told how to undo it", async ({
  newMember,
}) => {
  test.setTimeout(120_000);
  const bea = await newMember('Bea Blocking');
  const bo = await newMember('Bo Blocked');
  const chat = await apiInPage<{ chat: { id: string } }>(bo.page, 'POST', '/api/chats', { userId: bea.id });
  expect(chat.status).toBe(200);
  // A chat reaches the other person with its first message: Bo had written before the block.
  const first = await apiInPage(bo.page, 'POST', `/api/chats/${chat.json.chat.id}/messages`, {
    text: doc('Hi!'),
  });
  expect(first.status).toBe(201);
  expect((await apiInPage(bea.page, 'POST', '/api/me/blocks', { userId: bo.id })).status).toBeLessThan(300);

  // Bo, in the chat he had, writes: the block is not named (it is private), the refusal is.
  await bo.page.goto(siteUrl('ou', `/messages/${chat.json.chat.id}`));
  const input = bo.page.getByRole('textbox', { name: 'Message' });
  await input.fill('Hello?');
  await input.press('Enter');
  await expectAlert(bo.page, "You can't message this person.");

  // Bea, who blocked him, has no message box but what to do to write to him again.
  await bea.page.goto(siteUrl('ou', `/messages/${chat.json.chat.id}`));
  await expect(bea.page.getByText('You blocked this person. Unblock them to send a message.')).toBeVisible();
  await expect(bea.page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
});
