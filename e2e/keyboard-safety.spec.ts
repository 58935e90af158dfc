// The journeys that came with moderation, blocking, your data and claiming an account, from the
// keyboard alone: report from a post's menu, block and unblock, delete the account,
// moderate from the queue, claim an unverified account. Helpers in keys.ts.
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { arrowTo, expectVisibleFocus, tabTo } from './keys';
import { doc } from './members';

test('reporting, blocking, unblocking and deleting the account, from the keyboard alone', async ({
  isPhone,
  newMember,
}) => {
  test.skip(isPhone, 'a hardware keyboard on the wide layout');
  test.setTimeout(150_000);
  const owner = await newMember('Kai Keyseller');
  const kim = await newMember('Kim Keyboard');
  const tag = Date.now().toString(36);
  await apiInPage(owner.page, 'POST', '/api/posts', { text: doc(`Bike lock ${tag}`), uploadIds: [] });
  const page = kim.page;

  // Report from the post's menu: Enter opens it, the arrows reach Report, the dialog takes focus.
  await page.goto(siteUrl('ou', '/home'));
  const card = page.getByRole('article').filter({ hasText: tag });
  const options = card.getByRole('button', { name: 'Post options' });
  await tabTo(page, options, 80);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await arrowTo(page, 'Report');
  await page.keyboard.press('Enter');
  const report = page.getByRole('dialog', { name: 'Report post' });
  await expect(report).toBeVisible();
  await tabTo(page, report.getByRole('radio').first());
  await expectVisibleFocus(page);
  // A radio group moves with the arrows; Space picks.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(report.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, report.getByRole('button', { name: 'Send Report' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Post Reported. Thanks for letting us know.')).toBeVisible();
  await expect(report).toBeHidden();

  // Block from the profile, confirmed with the keyboard.
  await page.goto(siteUrl('ou', `/${owner.username}`));
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Block', exact: true }), 80);
  await page.keyboard.press('Enter');
  const block = page.getByRole('dialog', { name: 'Block Kai K.?' });
  await expect(block).toBeVisible();
  await tabTo(page, block.getByRole('button', { name: 'Block', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You blocked Kai K.')).toBeVisible();

  // Unblock from /settings/blocked.
  await page.goto(siteUrl('ou', '/settings/blocked'));
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Unblock' }), 80);
  await page.keyboard.press('Enter');
  const unblock = page.getByRole('dialog', { name: 'Unblock Kai K.?' });
  await tabTo(page, unblock.getByRole('button', { name: 'Unblock' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You unblocked Kai K.')).toBeVisible();

  // Delete account: Escape closes the dialog and gives focus back; then the password and Enter.
  await page.goto(siteUrl('ou', '/settings/account'));
  const del = page.getByRole('button', { name: 'Delete account' });
  await tabTo(page, del, 80);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(del).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByLabel('Password'));
  await page.keyboard.type('secret123');
  await tabTo(page, dialog.getByRole('button', { name: 'Delete my account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
});

test('moderating from the queue and claiming an account, from the keyboard alone', async ({
  browser,
  isPhone,
  page: guest,
  newMember,
}, info) => {
  test.skip(isPhone, 'a hardware keyboard on the wide layout');
  test.setTimeout(150_000);
  const author = await newMember('Ali Author');
  const mod = await newMember('Moe Keys');
  const tag = Date.now().toString(36);
  const text = `Fake tickets ${tag}`;
  const posted = await apiInPage<{ id: string }>(author.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
  });
  const reported = await apiInPage(mod.page, 'POST', '/api/reports', {
    targetType: 'post',
    targetId: posted.json.id,
    reason: 'scam',
  });
  expect(reported.status).toBe(201);
  grantAdmin(await emailOf(mod.page));
  const m = mod.page;
  await m.goto(siteUrl('ou', '/moderation'));
  const card = m.getByRole('article').filter({ hasText: text });
  await tabTo(m, card.getByRole('button', { name: 'Remove', exact: true }), 80);
  await expectVisibleFocus(m);
  await m.keyboard.press('Enter');
  const dialog = m.getByRole('dialog', { name: 'Remove this content?' });
  await tabTo(m, dialog.getByLabel('Reason'));
  await m.keyboard.type('Counterfeit tickets');
  await tabTo(m, dialog.getByRole('button', { name: 'Remove', exact: true }));
  await m.keyboard.press('Enter');
  await expect(m.getByText('Content removed')).toBeVisible();
  await expect(card).toHaveCount(0);

  // A guest claims an unverified account from its profile.
  const other = await (await browser.newContext()).newPage();
  await other.goto(siteUrl('ou', '/settings/about'));
  const email = `claimkeys.${info.project.name}.${tag}@example.com`;
  const body = { email, fullName: 'Cora Claim', password: 'secret123', acceptTerms: true };
  expect((await apiInPage(other, 'POST', '/api/accounts/register', body)).status).toBe(200);
  const { username } = (await apiInPage<{ user: { username: string } }>(other, 'GET', '/api/session')).json
    .user;
  await guest.goto(siteUrl('ou', `/${username}`));
  await tabTo(guest, guest.getByRole('main').getByRole('button', { name: 'Claim this account' }), 80);
  await expectVisibleFocus(guest);
  await guest.keyboard.press('Enter');
  await expect(guest).toHaveURL(siteUrl('ou', `/login/sent?claim=${username}`));
});
