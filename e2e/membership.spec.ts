import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiInPage, siteUrl, test } from './fixtures';
import { codeFor, uniqueEmail } from './mail';

/** Registers and verifies an account on OU through the API, from the page (which keeps the session). */
async function verifiedAccount(
  page: Page,
  request: APIRequestContext,
  email: string,
  fullName = 'Olivia Sooner',
) {
  await page.goto(siteUrl('ou', '/settings/about'));
  const body = { email, fullName, password: 'secret123', acceptTerms: true };
  expect((await apiInPage(page, 'POST', '/api/accounts/register', body)).status).toBe(200);
  const code = await codeFor(request, email);
  expect((await apiInPage(page, 'POST', '/api/accounts/verify', { code })).status).toBe(200);
}

test('a new student joins OU with a school e-mail, sets up a profile and edits the bio', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('joiner', info.project.name);
  await verifiedAccount(page, request, email);

  // Without a verified school, a campus page sends the member to the school e-mail page.
  await page.goto(siteUrl('ou', '/home'));
  await expect(page).toHaveURL(siteUrl('ou', '/settings/account/school_email'));
  await expect(page.getByRole('heading', { name: 'Join your campus', level: 1 })).toBeVisible();

  const box = page.getByLabel('School email');
  await box.fill('olivia@utexas.edu');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Enter a valid school email')).toBeVisible();

  const school = `${email.split('@')[0]}@ou.edu`;
  await box.fill(school);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/settings\/account\/verify_school_email\?email=/);
  await page.getByLabel('Verification code').fill(await codeFor(request, school));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('ou', '/home'));
  await expect(page.getByText('Olivia S. has joined the community.').first()).toBeVisible();

  const feed = (
    await apiInPage<{ posts: { type: string; user: { firstName: string } }[] }>(page, 'GET', '/api/feed')
  ).json;
  expect(
    feed.posts.some(
      (p: { type: string; user: { firstName: string } }) =>
        p.type === 'new user' && p.user.firstName === 'Olivia',
    ),
  ).toBe(true);

  // Profile set-up: picture, bio, finished.
  await page.goto(siteUrl('ou', '/profile/set-up?goBack=home'));
  await page.getByLabel('Choose a photo').setInputFiles(path.join(import.meta.dirname, 'fixtures/photo.jpg'));
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Bio').fill('Selling my dorm fridge.');
  await expect(page.getByText('23 / 160')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Your profile is complete.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(siteUrl('ou', '/home'));

  // Edit the bio.
  await page.goto(siteUrl('ou', '/profile/edit'));
  await page.getByLabel('Bio').fill('Selling my dorm fridge and a lamp.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();
  const session = (await apiInPage<{ user: unknown }>(page, 'GET', '/api/session')).json;
  expect(session.user).toMatchObject({
    bio: 'Selling my dorm fridge and a lamp.',
    profileSetUp: true,
    schoolVerified: true,
  });
});

test('a guest sees the private gate on a campus, and the hub leads a member to join', async ({ page }) => {
  await page.goto(siteUrl('smu', '/about'));
  await expect(page.getByText('This community is private.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Click to Join' })).toBeVisible();
});

test('the settings pages save and answer with the spec messages', async ({ page, request }, info) => {
  const email = uniqueEmail('settings', info.project.name);
  await verifiedAccount(page, request, email, 'Sam Settings');

  await page.goto(siteUrl('ou', '/settings/account'));
  await page.getByRole('link', { name: /Username/ }).click();
  await expect(page).toHaveURL(siteUrl('ou', '/settings/account/screen_name'));
  const username = page.getByLabel('Username');
  await username.fill('abc');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Must be longer than 4 characters.')).toBeVisible();
  const handle = `sam_${info.project.name}_${Date.now().toString(36)}`;
  await username.fill(handle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Account Updated!')).toBeVisible();

  await page.goto(siteUrl('ou', '/settings/account/phone'));
  await page.getByRole('textbox', { name: 'Phone number' }).fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invalid phone #')).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone number' }).fill('405-555-0123');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();

  await page.goto(siteUrl('ou', '/settings/account/gender'));
  await expect(page.getByText("This information won't be displayed publicly.")).toBeVisible();
  await page.getByLabel('Female').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();

  await page.goto(siteUrl('ou', '/settings/account/birth_date'));
  await page.getByLabel('Month').selectOption('March');
  await page.getByLabel('Day').selectOption('14');
  await page.getByLabel('Year').selectOption('2001');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Profile Updated').first()).toBeVisible();

  await page.goto(siteUrl('ou', '/settings/password'));
  await page.getByLabel('Current password').fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('fresh123');
  await page.getByLabel('Re-enter new password').fill('fresh123');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invalid password.')).toBeVisible();

  await page.goto(siteUrl('ou', '/settings/payments'));
  await expect(page.getByText('No Transactions')).toBeVisible();
  await expect(page.getByText('$0.00')).toBeVisible();

  const session = (await apiInPage<{ user: Record<string, unknown> }>(page, 'GET', '/api/session')).json;
  expect(session.user).toMatchObject({
    username: handle,
    phone: '405-555-0123',
    gender: 'female',
    birthDate: { month: 'March', day: 14, year: 2001 },
  });
});
