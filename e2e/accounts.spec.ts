import { expect, type Page } from '@playwright/test';
import { siteUrl, test } from './fixtures';
import { codeFor, linkIn, uniqueEmail, waitForMail } from './mail';

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' }).first();
/** Signed in without a school yet: OU keeps the member on the school e-mail page (§2.2 gating). */
const JOIN_PAGE = siteUrl('ou', '/settings/account/school_email');

async function logOut(page: Page) {
  await page.goto(siteUrl('ou', '/logout'));
  await page.getByRole('button', { name: 'Log Out', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('ou', '/home'));
  await expect(page.getByRole('link', { name: 'Join Group' })).toBeVisible();
}

test('sign up, verify, log out, log in with the password, by link, and after a reset', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('journey', info.project.name);

  // Sign up through the entry flow.
  await page.goto(siteUrl('ou', '/user_registration'));
  await expect(page.getByRole('heading', { name: 'Log In / Sign Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/register\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Full name').fill('Jane Doe');
  await page.getByLabel('Password').fill('secret123');
  const signUp = page.getByRole('button', { name: 'Sign Up', exact: true });
  await expect(signUp).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(signUp).toBeEnabled();
  await signUp.click();

  // Verify with the code from the dev inbox.
  await expect(page).toHaveURL(siteUrl('ou', '/verify'));
  await page.goto(siteUrl('ou', '/home'));
  await expect(page).toHaveURL(siteUrl('ou', '/verify'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Please enter verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFor(request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(JOIN_PAGE);
  await expect(page.getByRole('heading', { name: 'Join your campus', level: 1 })).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  // Log out, then in with the password.
  await logOut(page);
  await page.goto(siteUrl('ou', `/login?method=password&email=${encodeURIComponent(email)}`));
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Wrong password!')).toBeVisible();
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(JOIN_PAGE);
  await expect(accountMenu(page)).toBeVisible();

  // Log out, then in by a link.
  await logOut(page);
  await page.goto(siteUrl('ou', `/login?method=password&email=${encodeURIComponent(email)}`));
  await page.getByRole('link', { name: 'Continue without password' }).click();
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page).toHaveURL(/\/login\/sent\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const linkMail = await waitForMail(request, email, /^Sign in to OU/);
  await page.goto(linkIn(linkMail, '/login/sent'));
  await expect(page).toHaveURL(JOIN_PAGE);
  await expect(accountMenu(page)).toBeVisible();

  // Log out, reset the password, and log in with the new one.
  await logOut(page);
  await page.goto(siteUrl('ou', '/login?method=password'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The form is filled on the page that the link opened (its heading shown).
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  await expect(page.getByText('Email sent.').first()).toBeVisible();
  const resetMail = await waitForMail(request, email, /^Reset your OU/);
  await page.goto(linkIn(resetMail, '/reset-password'));
  await page.getByLabel('New password').fill('brandnew99');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?method=password/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('brandnew99');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(JOIN_PAGE);
  await expect(accountMenu(page)).toBeVisible();
});

test('an unknown user gets the spec message', async ({ page }, info) => {
  await page.goto(siteUrl('ou', '/login?method=password'));
  await page.getByLabel('Email').fill(uniqueEmail('nobody', info.project.name));
  await page.getByLabel('Password').fill('whatever1');
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page.getByText('Incorrect. Please try again.')).toBeVisible();
});

test('a sign-in link opened in another browser asks for the e-mail again', async ({
  page,
  browser,
  request,
}, info) => {
  const email = uniqueEmail('link', info.project.name);
  await page.goto(siteUrl('ou', '/register'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Lina Park');
  await page.getByRole('button', { name: 'Continue without password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const link = linkIn(await waitForMail(request, email, /^Sign in to OU/), '/login/sent');

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByRole('heading', { name: 'Confirm your e-mail' })).toBeVisible();
  await fresh.getByLabel('Email').fill(email);
  await fresh.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(fresh).toHaveURL(JOIN_PAGE);
  await expect(accountMenu(fresh)).toBeVisible();
  await other.close();
});
