import { AUTOMOD_MESSAGES as A } from '../packages/domain/src/moderation/automod-rules';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';

// Rules that act first: a moderator adds a prohibited item and a member's listing that names it is
// refused with the rule's sentence; a post reported by three members is hidden for everyone else
// (its author sees why) until a moderator decides. Members, reports and the post come through the
// API (their forms are other journeys'); the Rules tab, the composer and the feed are the UI here.
test('a moderator adds "vape" to the prohibited items; a vape listing is refused with the rule’s sentence; a post three members report disappears for a fourth', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(150_000);
  const admin = await newMember('Ada Admin');
  const moderator = await newMember('Mona Moderator');
  const seller = await newMember('Sid Seller');
  expect(grantAdmin(await emailOf(admin.page))).toContain('is now an administrator');
  const appoint = await apiInPage(admin.page, 'POST', '/api/admin/moderators', { user: moderator.username });
  expect(appoint.status).toBeLessThan(300);

  // The moderator adds "vape" on the Rules tab of /moderation.
  const m = moderator.page;
  await m.goto(siteUrl('ou', '/moderation'));
  await m.getByRole('link', { name: A.rulesTab }).click();
  await m.getByRole('textbox', { name: A.itemLabel }).fill('vape');
  await m.getByRole('combobox', { name: A.actionLabel }).selectOption({ label: A.actions.refuse });
  await m.getByRole('button', { name: A.addItem }).click();
  await expect(m.getByText(A.itemAdded)).toBeVisible();
  await expect(
    m.getByRole('list', { name: A.prohibitedHeading }).getByText('vape', { exact: true }).first(),
  ).toBeVisible();

  // A member's listing that names it is refused with the rule's sentence, in the composer.
  const s = seller.page;
  await s.goto(siteUrl('ou', '/home'));
  await s.getByRole('button', { name: 'Create Post' }).first().click();
  const dialog = s.getByRole('dialog', { name: 'Create Post' });
  await dialog.locator('[contenteditable="true"]').fill('Vape pen, barely used');
  await dialog.getByLabel('Price').fill('25');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(s.locator('[role="alert"]').filter({ hasText: A.prohibited('vape') })).toBeVisible();
  await expect(s.getByText('Something went wrong', { exact: false })).toHaveCount(0);

  // Three members report a post: a fourth no longer finds it; its author sees why.
  const text = `Concert tickets, half price ${tag}`;
  const made = await apiInPage<{ id: string }>(s, 'POST', '/api/posts', { text: doc(text), uploadIds: [] });
  expect(made.status).toBe(201);
  const fourth = await newMember('Fay Fourth');
  await fourth.page.goto(siteUrl('ou', '/home'));
  const card = fourth.page.getByRole('article').filter({ hasText: text });
  await expect(card).toBeVisible({ timeout: 15_000 });
  for (const name of ['Rae One', 'Rae Two', 'Rae Three']) {
    const reporter = await newMember(name);
    const body = { targetType: 'post', targetId: made.json.id, reason: 'scam' };
    expect((await apiInPage(reporter.page, 'POST', '/api/reports', body)).status).toBe(201);
    await reporter.page.context().close();
  }
  await expect(card).toHaveCount(0, { timeout: 15_000 });
  await fourth.page.reload();
  await expect(fourth.page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(fourth.page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  await s.goto(siteUrl('ou', `/post/${made.json.id}`));
  await expect(s.getByText(A.hiddenForReports)).toBeVisible();
});
