import type { Page } from '@playwright/test';
import { CAMPUS_ADMIN_MESSAGES as M } from '../packages/domain/src/campuses/admin';
import { accessibleBrand } from '../packages/domain/src/campuses/brand';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { codeFor, uniqueEmail } from './mail';

/**
 * The campus each project adds: the desktop run adds Rice itself; the phone run, on the same
 * server, a campus of its own (an address and a domain belong to one campus only).
 */
function schoolOf(project: string) {
  return project === 'desktop'
    ? { name: 'Rice University', short: 'rice', domain: 'rice.edu' }
    : { name: 'Rice Phone College', short: 'ricephone', domain: 'ricephone.edu' };
}

/** A PNG drawn by the browser: a 96 px square in two colours. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#00205b';
    g.fillRect(0, 0, 96, 96);
    g.fillStyle = '#7c7e7f';
    g.fillRect(24, 24, 48, 48);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** The account's Moderation page, its Campuses tab open. */
async function openCampusesTab(page: Page, site: string) {
  await page.goto(siteUrl(site, '/moderation'));
  await page.getByRole('navigation', { name: 'Moderation' }).getByRole('link', { name: 'Campuses' }).click();
  await expect(page).toHaveURL(siteUrl(site, '/moderation/campuses'));
  await expect(page.getByRole('button', { name: 'Add campus' })).toBeVisible();
}

/** Fills the campus form (the open dialog) with valid details; `short` and `domain` vary. */
async function fillCampusForm(
  dialog: ReturnType<Page['getByRole']>,
  name: string,
  short: string,
  domain: string,
) {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Short name').fill(short);
  await dialog.getByLabel('School e-mail domains').fill(domain);
  await dialog.getByLabel('Brand colour').fill('#00205b');
  await dialog.getByLabel('Accent colour').fill('#7c7e7f');
  await dialog.getByLabel('City').fill('Houston');
  await dialog.getByLabel('State').fill('TX');
  await dialog.getByLabel('Time zone').selectOption('America/Chicago');
}

/** The site's brand colour as the page paints it. */
const brandOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim());

test('an administrator adds a campus with a logo; its site is branded, a student of its school joins, and a colour edit shows on the next load', async ({
  newMember,
  browser,
  request,
  isPhone,
}, info) => {
  test.setTimeout(300_000);
  const school = schoolOf(info.project.name);
  const admin = await newMember('Ada Admin');
  expect(grantAdmin(await emailOf(admin.page))).toContain('is now an administrator');
  const a = admin.page;

  // The Campuses tab, from a campus site; the form shows the address the short name makes.
  await openCampusesTab(a, 'ou');
  await expect(
    a.getByRole('list', { name: 'Campuses' }).getByRole('heading', { name: 'University of Oklahoma' }),
  ).toBeVisible();
  await a.getByRole('button', { name: 'Add campus' }).click();
  const dialog = a.getByRole('dialog', { name: 'Add campus' });
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
  await fillCampusForm(dialog, school.name, school.short, school.domain);
  await expect(dialog.getByText(M.siteAddress(new URL(siteUrl(school.short)).host))).toBeVisible();
  await dialog.getByRole('button', { name: 'Add meeting spot' }).click();
  await expect(dialog.getByLabel('Meeting spot name')).toBeFocused();
  await dialog.getByLabel('Meeting spot name').fill('Fondren Library');
  await dialog.getByLabel('Directions').fill('Front steps, by the fountain');
  await dialog.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawnPng(a),
  });
  await expect(dialog.getByRole('img', { name: `${school.name} logo` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add campus' }).click();
  await expect(a.getByText(M.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = a.getByRole('listitem').filter({ has: a.getByRole('heading', { name: school.name }) });
  await expect(row).toContainText(school.domain);
  await expect(row.getByRole('link', { name: new URL(siteUrl(school.short)).host })).toBeVisible();
  await expect(row.getByRole('img', { name: 'Brand colour #00205b' })).toBeVisible();

  // Its own site: its name and its uploaded logo (not the drawn monogram).
  const guest = await (
    await browser.newContext({
      viewport: isPhone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    })
  ).newPage();
  await guest.goto(siteUrl(school.short, '/home'));
  await expect(guest.getByRole('heading', { name: school.name, level: 1 })).toBeVisible();
  const site = (await apiInPage<{ logo: string; color: string }>(guest, 'GET', '/api/campus')).json;
  expect(site.logo).not.toMatch(/logo\.svg$/);
  const banner = guest
    .locator('header')
    .filter({ has: guest.getByRole('heading', { name: school.name, level: 1 }) });
  const logo = banner.locator(`img[src="${site.logo}"]`);
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await brandOf(guest)).toBe(accessibleBrand('#00205b'));

  // A student signs up there and joins with a school address and the code from the inbox.
  const email = uniqueEmail('owl', info.project.name);
  await guest.goto(siteUrl(school.short, '/user_registration'));
  await guest.getByRole('button', { name: 'Continue with Email' }).click();
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(guest).toHaveURL(/\/register\?email=/);
  await guest.getByLabel('Full name').fill('Olive Owl');
  await guest.getByLabel('Password').fill('secret123');
  await guest.getByRole('checkbox').check();
  await guest.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(guest).toHaveURL(siteUrl(school.short, '/verify'));
  await guest.getByLabel('Verification code').fill(await codeFor(request, email));
  await guest.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(guest.getByRole('heading', { name: 'Join your campus', level: 1 })).toBeVisible();
  await expect(guest.getByText(`Verify a school e-mail of ${school.name} (@${school.domain})`)).toBeVisible();
  const schoolEmail = `${email.split('@')[0]}@${school.domain}`;
  await guest.getByLabel('School email').fill(schoolEmail);
  await guest.getByRole('button', { name: 'Send Code' }).click();
  await expect(guest).toHaveURL(/\/settings\/account\/verify_school_email\?email=/);
  await guest.getByLabel('Verification code').fill(await codeFor(request, schoolEmail));
  await guest.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(guest).toHaveURL(siteUrl(school.short, '/home'));
  await expect(guest.getByText('Olive O. has joined the community.').first()).toBeVisible();

  // The administrator changes its colours; the member's next page load paints with the new one.
  await a.reload();
  await row.getByRole('button', { name: `Edit ${school.name}` }).click();
  const edit = a.getByRole('dialog', { name: 'Edit campus' });
  await expect(edit.getByLabel('Short name')).toHaveValue(school.short);
  await expect(edit.getByLabel('Meeting spot name')).toHaveValue('Fondren Library');
  await expect(edit.getByRole('img', { name: `${school.name} logo` })).toBeVisible();
  await edit.getByLabel('Brand colour').fill('#6a1b4d');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('img', { name: 'Brand colour #6a1b4d' })).toBeVisible();
  await guest.reload();
  await expect(guest.getByText('Olive O. has joined the community.').first()).toBeVisible();
  expect(await brandOf(guest)).toBe(accessibleBrand('#6a1b4d'));
});

test('the Campuses tab refuses a taken address, a reserved one, a domain of another campus and a bad colour, each by its field', async ({
  newMember,
}, info) => {
  test.setTimeout(120_000);
  const admin = await newMember('Ari Admin');
  grantAdmin(await emailOf(admin.page));
  const a = admin.page;
  // On the hub (a session of its own there), whose moderation page is the Campuses tab alone.
  const email = await emailOf(a);
  await a.goto(siteUrl('hub', '/settings/about'));
  expect((await apiInPage(a, 'POST', '/api/accounts/login', { email, password: 'secret123' })).status).toBe(
    200,
  );
  await openCampusesTab(a, 'hub');
  await expect(a.getByRole('navigation', { name: 'Moderation' }).getByRole('link')).toHaveText(['Campuses']);
  await a.getByRole('button', { name: 'Add campus' }).click();
  const dialog = a.getByRole('dialog', { name: 'Add campus' });
  const short = dialog.getByLabel('Short name');
  const add = dialog.getByRole('button', { name: 'Add campus' });

  await fillCampusForm(dialog, 'Sooner Two', 'ou', `two-${info.project.name}.edu`);
  await add.click();
  await expect(dialog.getByText(/Another campus already uses ou\.localhost/)).toBeVisible();
  await expect(short).toHaveAttribute('aria-invalid', 'true');
  await expect(short).toBeFocused();

  await short.fill('www');
  await add.click();
  await expect(dialog.getByText(M.subdomainReserved('www'))).toBeVisible();

  await short.fill(`zz${info.project.name}`);
  await dialog.getByLabel('School e-mail domains').fill('ou.edu');
  await add.click();
  await expect(dialog.getByText(M.domainClaimed('ou.edu', 'University of Oklahoma'))).toBeVisible();
  await expect(dialog.getByLabel('School e-mail domains')).toBeFocused();

  await dialog.getByLabel('School e-mail domains').fill(`zz-${info.project.name}.edu`);
  await dialog.getByLabel('Brand colour').fill('blue');
  await add.click();
  await expect(dialog.getByText(M.badColour)).toBeVisible();
  await expect(dialog.getByLabel('Brand colour')).toBeFocused();
  await expect(dialog).toBeVisible();
});
