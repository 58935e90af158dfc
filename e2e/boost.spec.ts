import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, member } from './members';

interface AdJson {
  id: string;
  postId: string;
  status: string;
  endTimeAdjusted: string | null;
  timePausedMs: number;
  analytics: { externalLinkClicks: number; views: number };
}

const phoneSize = { width: 390, height: 844 };

async function newPost(page: Page, text: string): Promise<string> {
  const res = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', { text: doc(text), uploadIds: [] });
  expect(res.status).toBe(201);
  return res.json.id;
}

const adOf = async (page: Page, id: string) => (await apiInPage<AdJson>(page, 'GET', `/api/ads/${id}`)).json;

/** Pays the local checkout page with the test card that succeeds. */
async function payWithTestCard(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\/local\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Olive Owner');
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test(
  'the owner boosts a post for 3 days; a reader sees it sponsored and clicks its call to action once; the owner pauses, resumes and stops it; payments list the charge',
  { tag: '@instances' },
  async ({ browser, request, isPhone }, info) => {
    test.setTimeout(120_000); // two browsers, a checkout and five ad actions; through the proxy, three instances share the cores
    const tag = Date.now().toString(36);
    const owner = await member(browser, request, 'Olive Owner', info.project.name);
    const reader = await member(browser, request, 'Rex Reader', info.project.name);
    const o = owner.page;
    const r = reader.page;
    if (isPhone) await Promise.all([o.setViewportSize(phoneSize), r.setViewportSize(phoneSize)]);
    const errors = [...watchConsole(o), ...watchConsole(r)];
    const postId = await newPost(o, `Vintage lamp ${tag}`);
    // Enough posts for a sponsored insertion after the 4th.
    for (let i = 0; i < 4; i++) await newPost(r, `Filler ${i} ${tag}`);

    // The owner opens the post and boosts it: the website goal with its errors, 3 days.
    await o.goto(siteUrl('ou', `/post/${postId}`));
    await o.getByRole('link', { name: 'Boost for $5' }).click();
    await expect(o.getByRole('heading', { name: 'Boost Post' })).toBeVisible();
    await o.getByRole('radio', { name: 'Get more website visits' }).check();
    await o.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(o.getByText('Website is required.').first()).toBeVisible();
    await o.getByLabel('Website URL').fill('www.example.com');
    await o.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(o.getByText('Website URL must have https & www.').first()).toBeVisible();
    await o.getByLabel('Website URL').fill('https://www.example.com');
    await o.getByLabel('Button label').selectOption('Shop Now');
    const days = o.getByRole('slider', { name: 'Days' });
    await days.focus();
    await days.press('ArrowRight');
    await days.press('ArrowRight');
    await expect(o.getByText('$5.00 a day × 3 days = $15.00')).toBeVisible();
    await expect(o.getByText('590 - 1,500')).toBeVisible();
    await o.getByRole('radio', { name: 'Run daily until paused' }).check();
    await expect(o.getByText('980 - 2,600')).toBeVisible();
    await o.getByRole('radio', { name: 'Set a duration' }).check();
    await expect(o.getByText('$5.00 a day × 3 days = $15.00')).toBeVisible();
    await o.getByRole('button', { name: 'Continue to payment' }).click();

    // The local checkout takes the test card and returns to the post, which runs.
    await payWithTestCard(o, '$15.00');
    await expect(o).toHaveURL(siteUrl('ou', `/post/${postId}`));
    await expect(o.getByText('Success! Your ad is running..')).toBeVisible();
    await expect(o.getByText('Boosted', { exact: true })).toBeVisible();
    await expect(o.getByRole('link', { name: 'View Analytics' })).toBeVisible();
    const adId = (await o.getByRole('link', { name: 'View Analytics' }).getAttribute('href'))!.split('/')[2]!;
    const started = await adOf(o, adId);
    expect(started.status).toBe('active');

    // Boosting it again now goes back to the post.
    await o.goto(siteUrl('ou', `/post/${postId}/boost`));
    await expect(o).toHaveURL(siteUrl('ou', `/post/${postId}`));
    await expect(o.getByText('This post is already boosted')).toBeVisible();

    // The reader's feed has a sponsored post after the 4th, and this one among them with its call to action.
    const feed = await apiInPage<{ posts: { isSponsored: boolean }[] }>(r, 'GET', '/api/feed');
    expect(feed.json.posts.slice(0, 5).map((p) => p.isSponsored)).toEqual([false, false, false, false, true]);
    await r
      .context()
      .route('https://www.example.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Shop</title>' }),
      );
    await r.goto(siteUrl('ou', '/home'));
    const sponsored = r
      .getByRole('article')
      .filter({ hasText: `Vintage lamp ${tag}` })
      .filter({ hasText: 'Sponsored' })
      .first();
    await sponsored.scrollIntoViewIfNeeded();
    const cta = sponsored.getByRole('link', { name: 'Shop Now' });
    await expect(cta).toHaveAttribute('href', 'https://www.example.com');
    for (let i = 0; i < 2; i++) {
      const popup = r.waitForEvent('popup');
      await cta.click();
      await (await popup).close();
    }

    // The owner's analytics count the click once (live), then the owner pauses, resumes and stops the ad.
    await o.goto(siteUrl('ou', `/ads/${adId}`));
    const counter = (name: string) => o.getByRole('term').filter({ hasText: name }).locator('xpath=../dd');
    await expect(counter('External link clicks')).toHaveText('1', { timeout: 15_000 });
    const status = (label: string) => o.getByRole('definition').filter({ hasText: label });
    await expect(status('Running')).toBeVisible();
    await o.getByRole('button', { name: 'Pause Ad' }).click();
    await o.getByRole('dialog').getByRole('button', { name: 'Pause Ad' }).click();
    await expect(o.getByText('Ad paused successfully')).toBeVisible();
    await expect(status('Paused')).toBeVisible();
    await o.waitForTimeout(1200);
    await o.getByRole('button', { name: 'Resume' }).click();
    await expect(o.getByText('Ad Resumed!')).toBeVisible();
    const resumed = await adOf(o, adId);
    expect(resumed.timePausedMs).toBeGreaterThanOrEqual(1000);
    expect(Date.parse(resumed.endTimeAdjusted!) - Date.parse(started.endTimeAdjusted!)).toBe(
      resumed.timePausedMs,
    );
    await o.getByRole('button', { name: 'Stop' }).click();
    await o.getByRole('dialog').getByRole('button', { name: 'Stop' }).click();
    await expect(o.getByText('Ad stopped.')).toBeVisible();
    await expect(status('Stopped')).toBeVisible();
    expect((await adOf(o, adId)).analytics.externalLinkClicks).toBe(1);

    // The post offers Boost Again; the payments page lists the charge.
    await o.goto(siteUrl('ou', `/post/${postId}`));
    await expect(o.getByRole('link', { name: 'Boost Again' })).toBeVisible();
    await o.goto(siteUrl('ou', '/settings/payments'));
    const activity = o.getByRole('list', { name: 'Payment activity' });
    // A charge, with its sign; money spent is not available funds.
    await expect(activity.getByRole('listitem').filter({ hasText: `Vintage lamp ${tag}` })).toContainText(
      '\u2212$15.00',
    );
    await expect(o.getByText('$0.00', { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('cancelling the checkout deletes the unpaid ad', async ({ browser, request, isPhone }, info) => {
  const owner = await member(browser, request, 'Cara Canceller', info.project.name);
  const o = owner.page;
  if (isPhone) await o.setViewportSize(phoneSize);
  const errors = watchConsole(o);
  const postId = await newPost(o, `Bike for sale ${Date.now().toString(36)}`);
  await o.goto(siteUrl('ou', `/post/${postId}/boost`));
  await o.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(o).toHaveURL(/\/pay\/local\//);
  expect((await apiInPage<{ ads: AdJson[] }>(o, 'GET', '/api/ads')).json.ads.map((a) => a.status)).toEqual([
    'checkout',
  ]);
  await o.getByRole('link', { name: 'Cancel' }).click();
  await expect(o).toHaveURL(siteUrl('ou', `/post/${postId}`));
  await expect(o.getByText('Cancelled boost post request')).toBeVisible();
  await expect(o.getByRole('link', { name: 'Boost for $5' })).toBeVisible();
  expect((await apiInPage<{ ads: AdJson[] }>(o, 'GET', '/api/ads')).json.ads).toEqual([]);
  await o.goto(siteUrl('ou', '/ads'));
  await expect(o.getByText('No Ads')).toBeVisible();
  await o.goto(siteUrl('ou', '/settings/payments'));
  await expect(o.getByText('No Transactions')).toBeVisible();
  await expect(o.getByText('$0.00')).toBeVisible();
  expect(errors).toEqual([]);
});
