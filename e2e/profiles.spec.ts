import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { linkIn, waitForMail } from './mail';
import { doc, uploadPhoto } from './members';

async function post(page: Page, text: string, uploadIds: string[] = []): Promise<string> {
  const res = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', { text: doc(text), uploadIds });
  expect(res.status).toBe(201);
  return res.json.id;
}

test('a profile shows its header and buttons, and each tab its own list', async ({ newMember, tag }) => {
  const pat = await newMember('Pat Profile');
  const oli = await newMember('Oli Other');
  const textPost = `Pat text post ${tag}`;
  const photoPost = `Pat photo post ${tag}`;
  const oliPost = `Oli lamp post ${tag}`;
  const reply = `Pat reply ${tag}`;
  await post(pat.page, textPost);
  await post(pat.page, photoPost, [await uploadPhoto(pat.page)]);
  const oliPostId = await post(oli.page, oliPost);
  const commented = await apiInPage(pat.page, 'POST', `/api/posts/${oliPostId}/comments`, {
    text: doc(reply),
    uploadIds: [],
  });
  expect(commented.status).toBe(201);
  expect((await apiInPage(pat.page, 'POST', `/api/posts/${oliPostId}/like`, {})).status).toBe(200);

  // Oli visits Pat's profile (typed in capitals: the lookup is lowercased).
  const page = oli.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', `/${pat.username.toUpperCase()}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pat P.' })).toBeVisible();
  await expect(page.getByText(`@${pat.username}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Student seller')).toBeVisible();
  const month = new Date().toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Chicago',
  });
  await expect(page.getByText(`Joined ${month}`)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'View Your Campus' })).toHaveAttribute('href', '/home');
  await expect(main.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Claim this account' })).toHaveCount(0);

  // Posts (the default): Pat's posts, not the reply.
  await expect(page.getByRole('tab', { name: 'Posts' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(textPost)).toBeVisible();
  await expect(panel.getByText(photoPost)).toBeVisible();
  await expect(panel.getByText(reply)).toHaveCount(0);

  // Photos: only the post with a photo.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(page).toHaveURL(/\?show=photos$/);
  await expect(panel.getByText(photoPost)).toBeVisible();
  await expect(panel.getByText(textPost)).toHaveCount(0);

  // Replies: Pat's comment.
  await page.getByRole('tab', { name: 'Replies' }).click();
  await expect(page).toHaveURL(/\?show=replies$/);
  await expect(panel.getByText(reply)).toBeVisible();
  await expect(panel.getByText(textPost)).toHaveCount(0);

  // Likes: the post Pat saved.
  await page.getByRole('tab', { name: 'Likes' }).click();
  await expect(page).toHaveURL(/\?show=likes$/);
  await expect(panel.getByText(oliPost)).toBeVisible();

  // Report asks why, then records a report for the campus's moderators.
  await main.getByRole('button', { name: 'Report' }).click();
  const report = page.getByRole('dialog', { name: 'Report user' });
  await report.getByRole('radio', { name: 'Spam' }).check();
  await report.getByRole('button', { name: 'Send Report' }).click();
  await expect(page.getByText('User Reported. Thanks for letting us know.')).toBeVisible();

  // Oli's own profile: Edit Profile instead of Send Message; empty tabs say so.
  await page.goto(siteUrl('ou', `/${oli.username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Oli O.' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile/edit');
  await expect(main.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Report' })).toHaveCount(0);
  await expect(panel.getByText(oliPost)).toBeVisible();
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(panel.getByRole('heading', { name: 'No Photos / Videos' })).toBeVisible();
  await page.getByRole('tab', { name: 'Replies' }).click();
  await expect(panel.getByRole('heading', { name: 'No Replies' })).toBeVisible();
  await page.getByRole('tab', { name: 'Likes' }).click();
  await expect(panel.getByRole('heading', { name: 'No Likes' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a member without posts shows No Posts; ?redirect=true offers to start a message', async ({
  newMember,
}) => {
  const nia = await newMember('Nia Newcomer');
  const sam = await newMember('Sam Sender');
  const page = sam.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', `/${nia.username}`));
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'No Posts' })).toBeVisible();

  await page.goto(siteUrl('ou', `/${nia.username}?redirect=true`));
  const offer = page.getByRole('dialog', { name: 'Message Nia N.?' });
  await offer.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByText('New Conversation Started')).toBeVisible();
  expect(errors).toEqual([]);
});

test("an unknown username shows 'This page doesn't exist.' with a Search button; fixed pages still win", async ({
  page,
}) => {
  const errors = watchConsole(page, [/status of 404/]);
  await page.goto(siteUrl('ou', '/nosuchmember0000'));
  await expect(page.getByRole('heading', { name: "This page doesn't exist." })).toBeVisible();
  await page.getByRole('link', { name: 'Search', exact: true }).last().click();
  await expect(page).toHaveURL(/\/search$/);
  await page.goto(siteUrl('ou', '/search_schools'));
  await expect(page.getByRole('heading', { name: 'Find Your School' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest sees a profile with Send Message and Report asking to log in first', async ({
  page,
  newMember,
}) => {
  const vic = await newMember('Vic Visible');
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', `/${vic.username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vic V.' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Report' }).click();
  await expect(page.getByRole('dialog')).toContainText('Log in');
  await expect(page.getByRole('link', { name: 'View Your Campus' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a member of another campus offers 'Visit As Guest' to that campus's site", async ({ newMember }) => {
  const uta = await newMember('Uta Longhorn', 'ut');
  const otto = await newMember('Otto Sooner');
  const page = otto.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', `/${uta.username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Uta L.' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Visit As Guest' })).toHaveAttribute(
    'href',
    siteUrl('ut', '/home'),
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'View Your Campus' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("'Claim this account' sends a sign-in link to that profile's own address", async ({
  page,
  browser,
  request,
}, info) => {
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', '/settings/about'));
  const email = `claim.${info.project.name}.${Date.now().toString(36)}@example.com`;
  const body = { email, fullName: 'Cleo Unclaimed', password: 'secret123', acceptTerms: true };
  expect((await apiInPage(page, 'POST', '/api/accounts/register', body)).status).toBe(200);
  const { username } = (await apiInPage<{ user: { username: string } }>(page, 'GET', '/api/session')).json
    .user;
  expect((await apiInPage(page, 'POST', '/api/accounts/logout', {})).status).toBeLessThan(300);

  // A guest on the profile asks; the page never learns the address.
  await page.goto(siteUrl('ou', `/${username}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cleo U.' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Claim this account' }).click();
  await expect(page.getByText('Email sent.')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('ou', `/login/sent?claim=${username}`));
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a sign-in link to the e-mail address of @${username}.`)).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  // The holder of the inbox opens the link in their own browser, confirms the address, and is in.
  const link = linkIn(await waitForMail(request, email, /sign/i), '/login/sent?token=');
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(link);
  await expect(owner.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await owner.getByLabel('Email').fill(email);
  await owner.getByRole('button', { name: 'Continue' }).click();
  await expect(owner).not.toHaveURL(/\/login\//);
  const session = await apiInPage<{ user: { username: string; verified: boolean } }>(
    owner,
    'GET',
    '/api/session',
  );
  expect(session.json.user).toMatchObject({ username, verified: true });
  await owner.context().close();
  expect(errors).toEqual([]);
});
