import { expect, siteUrl, test, watchConsole } from './fixtures';

test.describe('the hub', () => {
  test('welcomes a visitor with the ways to find a campus', async ({ page, isPhone }) => {
    const errors = watchConsole(page);
    await page.goto(siteUrl('hub'));
    await expect(page).toHaveURL(siteUrl('hub', '/home'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'Buy and sell with verified students',
    );
    for (const label of ['View Your Campus', 'Find Your Campus', 'Join Your Campus']) {
      await expect(page.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us' }).first()).toBeAttached();
    if (isPhone) {
      const bar = page.getByRole('navigation', { name: 'Bottom' });
      await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(bar.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search_schools');
      await expect(bar.getByRole('link', { name: 'Settings' })).toBeVisible();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(['Home', 'Search', 'Settings']);
    }
    expect(errors).toEqual([]);
  });

  test('finds a school and opens its modal', async ({ page }) => {
    await page.goto(siteUrl('hub', '/search_schools'));
    const box = page.getByRole('combobox', { name: 'Search schools' });
    await box.fill('okla');
    const options = page.getByRole('option');
    await expect(options).toHaveCount(2);
    await box.press('ArrowDown');
    await box.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Oklahoma State University' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Oklahoma State University logo' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue to OkState' })).toHaveAttribute(
      'href',
      siteUrl('okstate', '/home'),
    );
  });
});

test.describe('a campus site', () => {
  test('shows OU with its name, logo, navigation and the private gate', async ({ page, isPhone }) => {
    const errors = watchConsole(page);
    await page.goto(siteUrl('ou', '/home'));
    await expect(page.getByRole('heading', { name: 'University of Oklahoma', level: 1 })).toBeVisible();
    await expect(page.getByText('This community is private.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click to Join' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Group' })).toBeVisible();
    if (isPhone) {
      const bar = page.getByRole('navigation', { name: 'Bottom' });
      await expect(bar.getByRole('link', { name: 'Buy / Sell' })).toBeVisible();
      await expect(bar.getByRole('button', { name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of ['Buy / Sell', 'Search', 'Notifications', 'Messages', 'Saved', 'Settings']) {
        await expect(
          nav.getByRole('link', { name: label }).or(nav.getByRole('button', { name: label })),
        ).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Log In with Email' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'University of Oklahoma home' })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('gates the Photos and About tabs too', async ({ page }) => {
    await page.goto(siteUrl('ut', '/home'));
    await page.getByRole('link', { name: 'Photos' }).click();
    await expect(page).toHaveURL(siteUrl('ut', '/media'));
    await expect(page.getByText('This community is private.')).toBeVisible();
    await page.getByRole('link', { name: 'About', exact: true }).first().click();
    await expect(page.getByText('This community is private.')).toBeVisible();
  });

  test('asks a guest to log in before messaging', async ({ page, isPhone }) => {
    await page.goto(siteUrl('ou', '/home'));
    const scope = isPhone
      ? page.getByRole('navigation', { name: 'Bottom' })
      : page.getByRole('navigation', { name: 'Main' });
    await scope.getByRole('button', { name: 'Messages' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Log In / Sign Up' })).toBeVisible();
    await expect(dialog).toContainText('Takes less than a few seconds.');
    await expect(dialog.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue with Email' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('not found', () => {
  test('an unknown page shows the 404 page, whose button goes to the feed', async ({ page }) => {
    await page.goto(siteUrl('ou', '/no/such/page'));
    await expect(page.getByRole('heading', { name: "This page doesn't exist." })).toBeVisible();
    await expect(page.getByText('Try searching for something else.')).toBeVisible();
    await page.getByRole('link', { name: 'Go To Feed' }).click();
    await expect(page).toHaveURL(siteUrl('ou', '/home'));
  });

  test('an unknown campus host shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto(siteUrl('nowhere', '/home'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "This page doesn't exist." })).toBeVisible();
  });
});

test.describe('static pages', () => {
  test('the terms state their date, the minimum age and residency', async ({ page }) => {
    await page.goto(siteUrl('ou', '/settings/terms'));
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    const article = page.getByRole('article');
    await expect(article).toContainText('May 27, 2021');
    await expect(article).toContainText('16');
    await expect(article).toContainText('United States');
  });

  test('the privacy policy has a cookies section and the return policy its 4 days', async ({ page }) => {
    await page.goto(siteUrl('hub', '/settings/privacy#cookies'));
    await expect(page.getByRole('article')).toContainText('June 24, 2022');
    await expect(page.locator('#cookies')).toBeVisible();
    await page.goto(siteUrl('hub', '/settings/returns'));
    await expect(page.getByRole('article')).toContainText('4 days');
  });

  test('the settings list leads to each page', async ({ page, isPhone }) => {
    await page.goto(siteUrl('ou', '/settings'));
    if (isPhone) {
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Trust and Safety' }).click();
    } else {
      await expect(page).toHaveURL(siteUrl('ou', '/settings/about'));
      await page
        .getByRole('navigation', { name: 'Settings' })
        .getByRole('link', { name: 'Trust and Safety' })
        .click();
    }
    await expect(page.getByRole('heading', { name: 'Trust and Safety', level: 1 })).toBeVisible();
  });
});

test.describe('back navigation', () => {
  test('the phone back button returns to the previous page and skips settings', async ({ page, isPhone }) => {
    test.skip(!isPhone, 'the back button is part of the phone header');
    await page.goto(siteUrl('hub', '/home'));
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(siteUrl('hub', '/search_schools'));
    await page.getByRole('navigation', { name: 'Bottom' }).getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'About' }).click();
    await page.goto(siteUrl('hub', '/search_schools'));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(siteUrl('hub', '/home'));
  });
});

test('API calls carry the browser time zone for the geo gate', async ({ page }) => {
  const seen = page.waitForRequest((r) => r.url().endsWith('/api/session'));
  // '/' (the service worker's shell) carries no first answers in its HTML: the app asks for the
  // session itself (a page such as /home has it in its HTML and makes no such call).
  await page.goto(siteUrl('ou', '/'));
  const request = await seen;
  expect(request.headers()['x-client-timezone']).toBe('America/Chicago');
});
