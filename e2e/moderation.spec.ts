import type { Page } from '@playwright/test';
import { emailOf, grantAdmin } from './admin';
import { expectAlertShown, recordAlerts } from './alerts';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';

const postAs = async (page: Page, text: string) =>
  (await apiInPage<{ id: string }>(page, 'POST', '/api/posts', { text: doc(text), uploadIds: [] })).json.id;

/** The moderator's card of a reported thing, by a text it shows. */
const cardWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** Takes an action on a card: its button, then the dialog's reason and confirm button. */
async function act(page: Page, text: string, action: string, title: string, reason: string, days?: string) {
  await cardWith(page, text).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Reason').fill(reason);
  if (days) await dialog.getByLabel('Days').fill(days);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a member reports a post; a moderator of the campus removes it; it is gone for everyone; the reporter is told; the audit log has it', async ({
  newMember,
}) => {
  test.setTimeout(150_000);
  // Searched for once removed, so it must be like no other text: the run tags of the other specs
  // (project name, then the time) are near enough for the trigram match to answer them.
  const tag = `zq${Date.now().toString(36)}`;
  const author = await newMember('Axel Author');
  const reporter = await newMember('Rosa Reporter');
  const moderator = await newMember('Mona Moderator');
  const admin = await newMember('Adam Admin');
  const text = `Replica watches ${tag}, cash only`;
  await postAs(author.page, text);

  // The reporter reports it from the post's menu in the feed.
  const r = reporter.page;
  await r.goto(siteUrl('ou', '/home'));
  const card = r.getByRole('article').filter({ hasText: text });
  await card.getByRole('button', { name: 'Post options' }).click();
  await r.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = r.getByRole('dialog', { name: 'Report post' });
  await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
  await dialog.getByLabel('Tell us more').fill('Fake watches');
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(r.getByText('Post Reported. Thanks for letting us know.')).toBeVisible();

  // The first administrator comes from the command line, while the server runs; they appoint the moderator.
  expect(grantAdmin(await emailOf(admin.page))).toContain('is now an administrator');
  const a = admin.page;
  await a.goto(siteUrl('ou', '/moderation/moderators'));
  await a.getByLabel('Username or e-mail').fill(moderator.username);
  await a.getByRole('button', { name: 'Appoint moderator' }).click();
  await expect(a.getByText('Moderator appointed')).toBeVisible();

  // The moderator finds it in the queue (from the account menu) and removes it.
  const m = moderator.page;
  await m.goto(siteUrl('ou', '/home'));
  await m.getByRole('button', { name: 'Account menu' }).first().click();
  await m.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(m.getByRole('heading', { name: 'Moderation' })).toBeVisible();
  await expect(cardWith(m, text)).toContainText('Scam or fraud × 1');
  await expect(cardWith(m, text)).toContainText('Fake watches');
  await recordAlerts(m);
  await act(m, text, 'Remove', 'Remove this content?', `Counterfeit goods are not allowed ${tag}`);
  await expectAlertShown(m, 'Content removed');
  await expect(cardWith(m, text)).toHaveCount(0);

  // Gone from every feed and search, for everyone.
  for (const p of [r, a, author.page]) {
    await p.goto(siteUrl('ou', '/home'));
    await expect(p.getByRole('list', { name: 'Posts' })).toBeVisible();
    await expect(p.getByText(text)).toHaveCount(0);
    await p.goto(siteUrl('ou', `/search?q=${tag}`));
    await expect(p.getByText(`No results for "${tag}"`)).toBeVisible();
  }

  // The reporter hears back; the author is told why.
  await r.goto(siteUrl('ou', '/notifications'));
  await expect(r.getByText('Thanks for your report. A moderator reviewed it and took action.')).toBeVisible();
  await author.page.goto(siteUrl('ou', '/notifications'));
  await expect(
    author.page.getByText(`A moderator removed your post: Counterfeit goods are not allowed ${tag}`),
  ).toBeVisible();

  // The audit log has the action, by the moderator.
  await a.goto(siteUrl('ou', '/moderation/audit'));
  const line = a.getByRole('listitem').filter({ hasText: `Counterfeit goods are not allowed ${tag}` });
  await expect(line).toContainText(`@${moderator.username} remove`);
  await expect(line).toContainText(`@${author.username}`);
});

test('a suspended member cannot post or message and sees until when; a banned address cannot register again', async ({
  browser,
  newMember,
  tag,
}) => {
  test.setTimeout(150_000);
  const sus = await newMember('Suzy Suspect');
  const bad = await newMember('Barry Banned');
  const reporter = await newMember('Rhea Reporter');
  const moderator = await newMember('Milo Moderator');
  const m = moderator.page;
  const badEmail = await emailOf(bad.page);
  const susText = `Send a deposit first ${tag}`;
  const badText = `Gift cards only ${tag}`;
  for (const [who, text] of [
    [sus, susText],
    [bad, badText],
  ] as const) {
    const id = await postAs(who.page, text);
    const res = await apiInPage(reporter.page, 'POST', '/api/reports', {
      targetType: 'post',
      targetId: id,
      reason: 'scam',
    });
    expect(res.status).toBe(201);
  }
  grantAdmin(await emailOf(m));

  await m.goto(siteUrl('ou', '/moderation'));
  await act(m, susText, 'Suspend', 'Suspend this member?', 'Deposits before meeting', '3');
  await expect(m.getByText('Member suspended')).toBeVisible();
  await act(m, badText, 'Ban', 'Ban this member?', 'Repeated scams');
  await expect(m.getByText('Member banned')).toBeVisible();

  // The suspended member reads, sees until when, and is refused posting and messaging.
  const s = sus.page;
  await s.goto(siteUrl('ou', '/home'));
  const banner = s.getByRole('status', { name: 'Account suspended' });
  await expect(banner).toContainText('Your account is suspended until');
  await expect(banner).toContainText(
    "You can read, but you can't post, comment, send messages or boost posts",
  );
  const post = await apiInPage<{ error: { message: string } }>(s, 'POST', '/api/posts', {
    text: doc('Again'),
    uploadIds: [],
  });
  expect(post.status).toBe(403);
  expect(post.json.error.message).toMatch(/^Your account is suspended until .+\. You can read/);
  const chat = await apiInPage(s, 'POST', '/api/chats', { userId: reporter.id });
  expect(chat.status).toBe(403);
  await s.goto(siteUrl('ou', `/messages/new?to=${reporter.id}`));
  await expect(s.getByRole('alert').filter({ hasText: /^Your account is suspended until/ })).toBeVisible();

  // The banned member is signed out, and their address is refused at sign-up.
  await bad.page.goto(siteUrl('ou', '/home'));
  expect((await apiInPage<{ user: unknown }>(bad.page, 'GET', '/api/session')).json.user).toBeNull();
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(siteUrl('ou', '/register'));
  await guest.getByLabel('Email').fill(badEmail);
  await guest.getByLabel('Full name').fill('Barry Again');
  await guest.getByLabel('Password').fill('secret123');
  await guest.getByRole('checkbox').check();
  await guest.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(guest.getByText('Account has been banned')).toBeVisible();
});
