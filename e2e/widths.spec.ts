// No page is ever wider than its screen: every route at 320 and 390 px, filled with the longest
// content a member can make (all of a listing's badges at once, names at their limits, unbroken
// words, a long link, a meetup at a long-named safe spot, an 80-character unbroken campus name).
// The data is made once through the API; each width has one browser context per viewer, and the
// pages are visited in a loop that collects every overflow, so one run names them all.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, type Member } from './members';

const WIDTHS = [320, 390];
/** Letters only (the name rule), 50 characters, its first name one long word. */
const LONG_NAME = 'Maximilianoalejandrofeatherstone Bartholomewsmithe';
const UNBROKEN = 'Supercalifragilisticexpialidociouslyunbreakablewordwithoutanyspaces';
const LONG_URL = `https://example.com/${'very-long-path-segment-'.repeat(4)}${'x'.repeat(60)}?ref=${'q'.repeat(40)}`;

const ok = (status: number, what: string) => expect(status, what).toBeLessThan(300);

/** A context at `width` with `member`'s cookies (or none: a guest). */
async function contextAt(browser: Browser, width: number, member?: Member): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 844 },
    timezoneId: 'America/Chicago',
    serviceWorkers: 'block',
    storageState: member ? await member.page.context().storageState() : undefined,
  });
}

/** The page's width and its controls against the screen's, once it has its data: a line per failure. */
async function measure(page: Page, url: string, where: string, act?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  if (act) await act(page);
  const { scrollWidth, width, culprits, cut } = await page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // Where the overflow starts: an element past the right edge inside one that is not.
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => sticksOut(el) && el.parentElement && !sticksOut(el.parentElement))
      .slice(0, 4)
      .map(describe);
    // A control past the right edge of a box that clips it (the page is no wider, but the button
    // is cut off); those in a strip made to scroll sideways (one row: tabs, photos) scroll into view.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        const strip =
          /flex/.test(style.display) && style.flexWrap === 'nowrap' && style.flexDirection === 'row';
        if (/auto|scroll/.test(style.overflowX) && strip) return true;
      }
      return false;
    };
    const cut = Array.from(document.body.querySelectorAll('button, a[href], input, select, textarea'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && sticksOut(el) && !inScroller(el);
      })
      .slice(0, 4)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits, cut };
  });
  const lines: string[] = [];
  if (scrollWidth > width) {
    lines.push(`${width} px ${where} (${url}): ${scrollWidth} px wide; from ${culprits.join(', ')}`);
  }
  if (cut.length) lines.push(`${width} px ${where} (${url}): past the screen's edge: ${cut.join(', ')}`);
  return lines;
}

test('every page at 320 and 390 px is no wider than the screen, with the longest content', async ({
  newMember,
  browser,
}) => {
  test.setTimeout(600_000); // three members, the data, and some fifty pages at two widths on shared cores
  const seller = await newMember(LONG_NAME);
  const buyer = await newMember('Bea Buyerwithaverylongname Smith');
  const s = seller.page;
  const b = buyer.page;
  const stamp = Date.now().toString(36);
  const username = `u${stamp}${'x'.repeat(50)}`.slice(0, 50);
  ok((await apiInPage(s, 'POST', '/api/me/username', { username })).status, 'username');

  // The seller administers the site: the moderation tabs and the Campuses tab.
  grantAdmin(await emailOf(s));
  const campuses = await apiInPage<{
    campuses: { id: string; shortName: string; meetingSpots: unknown[] }[];
  }>(s, 'GET', '/api/admin/campuses');
  ok(campuses.status, 'campuses');
  const ou = campuses.json.campuses.find((c) => c.shortName.toLowerCase() === 'ou')!;
  const spot = `Westernmostlecturetheatreentrancebesidethebicyclerack${stamp}`.slice(0, 60);
  ok(
    (
      await apiInPage(s, 'PATCH', `/api/admin/campuses/${ou.id}`, {
        // safe-trades.spec.ts sets OU's spots to its own one at any moment: keep that one in what this
        // writes too, so neither journey's spot is lost whichever runs first.
        meetingSpots: [
          ...ou.meetingSpots.filter((s) => (s as { name?: string }).name !== 'Library steps'),
          { name: 'Library steps', directions: 'By the main doors' },
          {
            name: spot,
            directions: `Through the ${UNBROKEN} doors, then ${'left '.repeat(20)}`.slice(0, 200),
          },
        ],
      })
    ).status,
    'meeting spot',
  );
  const wide = `w${stamp}`;
  const wideName = `${'Universityofthelongestunbrokencampusname'.repeat(2)}${stamp}`.slice(0, 80);
  ok(
    (
      await apiInPage(s, 'POST', '/api/admin/campuses', {
        name: wideName,
        shortName: wide,
        emailDomains: [`${wide}.edu`],
        color: '#00205b',
        accentColor: '#7c7e7f',
        city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
        state: 'Texas',
        timeZone: 'America/Chicago',
        meetingSpots: [],
      })
    ).status,
    'wide campus',
  );

  // A listing with every badge at once: a price, a condition, Edited and Pending; another Sold.
  const post = async (text: string, price: number | null, condition: string | null) => {
    const created = await apiInPage<{ id: string }>(s, 'POST', '/api/posts', {
      text: doc(text),
      uploadIds: [],
      price,
      condition,
    });
    ok(created.status, text);
    return created.json.id;
  };
  const pending = await post(`${UNBROKEN} desk`, 1234, 'like_new');
  ok(
    (
      await apiInPage(s, 'PATCH', `/api/posts/${pending}`, {
        text: doc(`${UNBROKEN} desk, drawers`),
        price: 9999,
      })
    ).status,
    'edit',
  );
  const sold = await post(`Oak desk ${UNBROKEN}`, 9999, 'for_parts');
  ok(
    (
      await apiInPage(s, 'PATCH', `/api/posts/${sold}`, {
        text: doc(`Oak desk, edited ${UNBROKEN}`),
        price: 9998,
      })
    ).status,
    'edit sold',
  );
  ok((await apiInPage(s, 'POST', `/api/posts/${sold}/status`, { status: 'sold' })).status, 'sold');
  const free = await post(`Free to a good home: ${UNBROKEN} and a matching lamp`, 0, 'good');

  // The buyer asks about both open listings, comments with a long link, saves, searches and reports.
  const asked = await apiInPage<{ chatId: string }>(b, 'POST', `/api/posts/${free}/still-available`);
  ok(asked.status, 'still available');
  ok((await apiInPage(b, 'POST', `/api/posts/${pending}/still-available`)).status, 'still available 2');
  const chatId = asked.json.chatId;
  ok(
    (
      await apiInPage(b, 'POST', `/api/chats/${chatId}/messages`, {
        text: doc(`${UNBROKEN}${UNBROKEN} ${LONG_URL}`),
      })
    ).status,
    'message',
  );
  ok(
    (
      await apiInPage(b, 'POST', `/api/chats/${chatId}/meetups`, {
        postId: free,
        place: spot,
        spot: true,
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      })
    ).status,
    'meetup',
  );
  ok(
    (
      await apiInPage(b, 'POST', `/api/posts/${pending}/comments`, {
        text: doc(`See ${LONG_URL}`),
        uploadIds: [],
      })
    ).status,
    'comment',
  );
  ok((await apiInPage(s, 'POST', `/api/posts/${pending}/status`, { status: 'pending' })).status, 'pending');
  ok((await apiInPage(b, 'POST', `/api/posts/${pending}/like`)).status, 'save');
  ok(
    (
      await apiInPage(b, 'POST', '/api/me/saved-searches', {
        q: UNBROKEN.slice(0, 40),
        minPrice: '5',
        condition: 'like_new,good',
      })
    ).status,
    'saved search',
  );
  ok(
    (
      await apiInPage(b, 'POST', '/api/reports', {
        targetType: 'post',
        targetId: pending,
        reason: 'other',
        note: `${UNBROKEN}${UNBROKEN}`,
      })
    ).status,
    'report',
  );

  const filters =
    '?minPrice=5&maxPrice=10000&condition=new,like_new,good,fair,for_parts&sort=price_asc&showSold=true';
  const ouPages = [
    '/home',
    `/home${filters}`,
    '/about',
    '/media',
    `/post/${pending}`,
    `/post/${sold}`,
    `/post/${free}`,
    `/post/${pending}/boost`,
    `/post/${pending}/boost/success`,
    `/post/${pending}/boost/cancel`,
    `/${username}`,
    `/search?q=${UNBROKEN.slice(0, 20)}`,
    `/search?q=desk&${filters.slice(1)}`,
    '/messages',
    `/messages/${chatId}`,
    '/messages/new',
    '/notifications',
    '/notifications/mentions',
    '/saved',
    '/ads',
    '/checkout',
    '/moderation',
    '/moderation/ads',
    '/moderation/moderators',
    '/moderation/audit',
    '/moderation/campuses',
    '/settings',
    '/settings/account',
    '/settings/screen_name',
    '/settings/email',
    '/settings/password',
    '/settings/phone',
    '/settings/gender',
    '/settings/birth_date',
    '/settings/payments',
    '/settings/school_email',
    '/settings/email_notifications',
    '/settings/push_notifications',
    '/settings/blocked',
    '/settings/saved_searches',
    '/settings/away',
    '/settings/help',
    '/settings/feedback',
    '/settings/about',
    '/settings/howitworks',
    '/settings/returns',
    '/settings/trust_and_safety',
    '/settings/terms',
    '/settings/privacy',
    '/profile/edit',
    '/profile/set-up',
    '/create/post',
    '/create/categories',
    `/create/comment/${pending}`,
    '/404',
  ];
  const buyerPages = [
    `/post/${pending}`,
    `/post/${free}`,
    `/${username}`,
    `/messages/${chatId}`,
    '/saved',
    '/settings/saved_searches',
  ];
  const guestPages: [string, string][] = [
    ['ou', '/home'],
    ['ou', `/post/${pending}`],
    ['ou', `/${username}`],
    ['ou', '/user_registration'],
    ['ou', '/login'],
    ['ou', '/login/sent'],
    ['ou', '/register'],
    ['ou', '/verify'],
    ['ou', '/forgotpassword'],
    ['ou', '/reset-password'],
    ['ou', '/settings'],
    ['hub', '/home'],
    ['hub', '/search_schools'],
    ['hub', `/search_schools?q=${wideName.slice(0, 12)}`],
    ['hub', '/settings/about'],
    [wide, '/home'],
    [wide, '/user_registration'],
  ];

  const failures: string[] = [];
  const note = (lines: string[]) => failures.push(...lines);
  for (const width of WIDTHS) {
    const asSeller = await (await contextAt(browser, width, seller)).newPage();
    for (const path of ouPages) note(await measure(asSeller, siteUrl('ou', path), 'seller', undefined));
    // The seller's own menu of a post, and the meetup panel open in the chat.
    note(
      await measure(asSeller, siteUrl('ou', `/messages/${chatId}`), 'seller, meetup panel', async (p) => {
        await p.getByRole('button', { name: 'Suggest a meetup' }).click();
        await p.getByRole('dialog').waitFor();
      }),
    );
    await asSeller.context().close();
    const asBuyer = await (await contextAt(browser, width, buyer)).newPage();
    for (const path of buyerPages) note(await measure(asBuyer, siteUrl('ou', path), 'buyer'));
    note(
      await measure(asBuyer, siteUrl('ou', `/messages/${chatId}`), 'buyer, meetup panel', async (p) => {
        await p.getByRole('button', { name: 'Suggest a meetup' }).click();
        await p.getByRole('dialog').waitFor();
      }),
    );
    await asBuyer.context().close();
    const asGuest = await (await contextAt(browser, width)).newPage();
    for (const [site, path] of guestPages) note(await measure(asGuest, siteUrl(site, path), 'guest'));
    await asGuest.context().close();
  }
  console.log(
    failures.length ? `Wider than the screen:\n${failures.join('\n')}` : 'No page wider than the screen.',
  );
  expect(failures).toEqual([]);
});
