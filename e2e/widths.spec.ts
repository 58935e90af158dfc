// No page is ever wider than its screen: every route at 320 and 390 px, filled with the longest
// content a member can make (all of a listing's badges at once, names at their limits, unbroken
// words, a long link, a meetup at a long-named safe spot, an 80-character unbroken campus name).
// The data is made once through the API; each width has one browser context per viewer, and the
// pages are visited in a loop that collects every overflow, so one run names them all.
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';
import {
  campusKinds,
  contextAt,
  LONG_NAME,
  LONG_URL,
  longCampus,
  measure,
  ok,
  UNBROKEN,
  WIDTHS,
} from './widths';

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

  const { spot, wide, wideName } = await longCampus(s, stamp);

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

  const { book, request, housing } = await campusKinds(s, b);

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
    '/moderation/rules',
    '/moderation/insights',
    `/post/${book}`,
    `/post/${request}`,
    `/post/${housing}`,
    '/course/MATH-2924',
    '/offers',
    '/home?category=housing%20%26%20apartments&moveInBy=2027-02-01&housingKind=whole_place&minBedrooms=2&furnished=true',
    '/settings/standing',
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
    `/post/${book}`,
    `/post/${request}`,
    '/offers',
    '/course/MATH-2924',
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
