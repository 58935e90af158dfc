// What another member does reaches the page a member has open, without a reload: a comment on the
// post page, and the seller's Yes to "Did the sale happen?" in the buyer's open chat (Sold, with the
// way to rate). Once on three instances (@instances: the page, its socket and the other member's
// requests may each reach a different one) and once on one instance.
import { sql } from './database';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, type Member } from './members';

const PLACE = 'Student union lobby';

async function listing(seller: Member, text: string): Promise<string> {
  const made = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
    price: 30,
  });
  expect(made.status).toBe(201);
  return made.json.id;
}

/**
 * A reader has the post page open; the author's comment and reply appear on it. The comment comes
 * while the page's own chunk is still loading and the shell's socket is already ready: the page
 * shows the HTML's answer, older than the socket, and must catch up.
 */
async function commentArrives(author: Member, reader: Member, tag: string): Promise<void> {
  const postId = await listing(author, `Bookshelf ${tag}`);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await reader.page.route(/\/post-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const ready = reader.page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')));
  await reader.page.goto(siteUrl('ou', `/post/${postId}`), { waitUntil: 'commit' });
  await expect(reader.page.getByText('Be the first to comment')).toBeVisible();
  await ready;
  const made = await apiInPage<{ id: string }>(author.page, 'POST', `/api/posts/${postId}/comments`, {
    text: doc(`Pick-up Friday ${tag}`),
    uploadIds: [],
  });
  expect(made.status).toBe(201);
  release();
  const comments = reader.page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText(`Pick-up Friday ${tag}`)).toBeVisible({ timeout: 15_000 });
  const reply = await apiInPage(author.page, 'POST', `/api/posts/${made.json.id}/comments`, {
    text: doc(`Or Saturday ${tag}`),
    uploadIds: [],
  });
  expect(reply.status).toBe(201);
  await expect(comments.getByText(`Or Saturday ${tag}`)).toBeVisible({ timeout: 15_000 });
}

/** The buyer has the chat open at an accepted meetup; the seller's Yes shows there as Sold, with Rate. */
async function saleArrives(seller: Member, buyer: Member, tag: string): Promise<void> {
  const postId = await listing(seller, `Desk chair ${tag}`);
  const asked = await apiInPage<{ chatId: string }>(
    buyer.page,
    'POST',
    `/api/posts/${postId}/still-available`,
  );
  expect(asked.status).toBe(201);
  const { chatId } = asked.json;
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const suggested = await apiInPage<{ meetup: { id: string } }>(
    buyer.page,
    'POST',
    `/api/chats/${chatId}/meetups`,
    {
      postId,
      place: PLACE,
      spot: false,
      startsAt,
    },
  );
  expect(suggested.status).toBe(201);
  const id = suggested.json.meetup.id;
  expect(
    (await apiInPage(seller.page, 'POST', `/api/meetups/${id}/answer`, { action: 'accept' })).status,
  ).toBe(200);
  // The meetup's time has passed: the seller may now say whether the sale happened.
  await sql(`update meetups set starts_at = now() - interval '5 minutes' where id = $1`, [id]);

  await buyer.page.goto(siteUrl('ou', `/messages/${chatId}`));
  const buyerCard = buyer.page.getByRole('article', { name: `Meetup: ${PLACE}` });
  await expect(buyerCard).toContainText('Accepted');
  await seller.page.goto(siteUrl('ou', `/messages/${chatId}`));
  const sellerCard = seller.page.getByRole('article', { name: `Meetup: ${PLACE}` });
  await sellerCard
    .getByRole('group', { name: 'Did the sale happen?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(sellerCard).toContainText('Sold');

  // No reload on the buyer's side: the card turns Sold and offers the rating.
  await expect(buyerCard).toContainText('Sold', { timeout: 15_000 });
  await buyerCard.getByRole('link', { name: 'Rate the other person' }).click();
  await expect(buyer.page.getByRole('heading', { name: /^You bought this from / })).toBeVisible();
}

for (const [where, details] of [
  ['on three instances', { tag: '@instances' }],
  ['on one instance', { tag: '@same-on-phone' }],
] as const) {
  test(`a comment appears on the open post page, ${where}`, details, async ({ newMember, tag }) => {
    test.setTimeout(90_000);
    await commentArrives(await newMember('Cal Commenter'), await newMember('Rae Reader'), tag);
  });

  test(
    `the seller's Yes reaches the buyer's open chat with the rating, ${where}`,
    details,
    async ({ newMember, tag }) => {
      test.setTimeout(120_000);
      await saleArrives(await newMember('Sid Seller'), await newMember('Bev Buyer'), tag);
    },
  );
}
