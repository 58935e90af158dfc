import { expectAlertShown, recordAlerts } from './alerts';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

test("a member blocks another from a post's menu: their posts leave the blocker's feed and search, they cannot message the blocker; unblocked from /settings/blocked", async ({
  newMember,
  tag,
}) => {
  const bea = await newMember('Bea Blocker');
  const bo = await newMember('Bo Bother');
  const b = bea.page;
  const beaErrors = watchConsole(b);
  // Bo's refused Send Message is a 403 the page answers with its message.
  const boErrors = watchConsole(bo.page, [/status of 403/]);
  const posted = await apiInPage(bo.page, 'POST', '/api/posts', {
    text: doc(`Guitar amp ${tag}`),
    uploadIds: [],
  });
  expect(posted.status).toBe(201);
  const boPost = b.getByRole('article', { name: 'Post by Bo B.' }).filter({ hasText: tag });

  // Bea sees Bo's post on her feed and blocks him from its menu, after a confirmation.
  await b.goto(siteUrl('ou', '/home'));
  await expect(boPost).toBeVisible();
  await boPost.getByRole('button', { name: 'Post options' }).click();
  await b.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = b.getByRole('dialog', { name: 'Block Bo B.?' });
  await expect(dialog).toContainText("They won't be told.");
  await recordAlerts(b);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expectAlertShown(b, 'You blocked Bo B.');

  // His post is gone from her feed (also after a reload) and from her search.
  await expect(boPost).toHaveCount(0);
  await b.reload();
  await expect(b.getByRole('article').first()).toBeVisible();
  await expect(boPost).toHaveCount(0);
  await b.goto(siteUrl('ou', `/search?q=${tag}`));
  await expect(b.getByText('Try searching for something else')).toBeVisible();
  await expect(boPost).toHaveCount(0);
  // Anyone else still finds it (the block is Bea's alone).
  const others = await apiInPage<{ posts: unknown[] }>(bo.page, 'GET', `/api/search?q=${tag}`);
  expect(others.json.posts).toHaveLength(1);

  // His profile reads as blocked, with Unblock.
  await b.goto(siteUrl('ou', `/${bo.username}`));
  await expect(b.getByRole('heading', { name: 'You blocked this person.' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(b.getByRole('button', { name: 'Send Message' })).toHaveCount(0);

  // Bo is not told, but cannot message her: a clear message, no chat.
  await bo.page.goto(siteUrl('ou', `/${bea.username}`));
  await expect(bo.page.getByRole('heading', { name: 'Bea B.' })).toBeVisible();
  await bo.page.getByRole('button', { name: 'Send Message' }).click();
  await expect(bo.page.getByText("You can't message this person.")).toBeVisible();
  await expect(bo.page).toHaveURL(new RegExp(`/${bea.username}$`));

  // /settings/blocked lists him; Unblock (confirmed) brings his post back.
  await b.goto(siteUrl('ou', '/settings/blocked'));
  const list = b.getByRole('list', { name: 'Blocked people' });
  await expect(list.getByText(`@${bo.username}`)).toBeVisible();
  await list.getByRole('button', { name: 'Unblock' }).click();
  await b.getByRole('dialog', { name: 'Unblock Bo B.?' }).getByRole('button', { name: 'Unblock' }).click();
  await expect(b.getByText('You unblocked Bo B.')).toBeVisible();
  await expect(b.getByRole('heading', { name: "You haven't blocked anyone." })).toBeVisible();
  await b.goto(siteUrl('ou', '/home'));
  await expect(boPost).toBeVisible();
  expect([...beaErrors, ...boErrors]).toEqual([]);
});

test('a member downloads their data, then deletes their account with their password', async ({
  newMember,
}) => {
  const dee = await newMember('Dee Departing');
  const d = dee.page;
  // The wrong password is a 400 the dialog answers; signed out, the home page's calls may answer 401; the deleted profile 404.
  const errors = watchConsole(d, [/status of 40[014]/]);
  const posted = await apiInPage<{ id: string }>(d, 'POST', '/api/posts', {
    text: doc('Lamp for sale'),
    uploadIds: [],
  });
  expect(posted.status).toBe(201);

  await d.goto(siteUrl('ou', '/settings/account'));
  const [download] = await Promise.all([
    d.waitForEvent('download'),
    d.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^campus-data-${dee.username}-.+\\.json$`));
  const file = await download.path();
  const data = JSON.parse(await (await import('node:fs/promises')).readFile(file, 'utf8'));
  expect(data.profile.username).toBe(dee.username);
  expect(data.posts.map((p: { id: string }) => p.id)).toContain(posted.json.id);

  await d.getByRole('button', { name: 'Delete account' }).click();
  const dialog = d.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText("This can't be undone.");
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(d.getByText('Invalid password.')).toBeVisible();
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(d.getByText('Your account has been deleted.')).toBeVisible();
  expect((await apiInPage<{ user: unknown }>(d, 'GET', '/api/session')).json.user).toBeNull();
  expect((await apiInPage(d, 'GET', `/api/profiles/${dee.username}`)).status).toBe(404);
  expect(errors).toEqual([]);
});
