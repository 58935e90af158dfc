import { sql } from './database';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { listingBy } from './members';

/** 'Jan 10' for a day `days` from now (UTC), as the app writes it. */
const dayIn = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  return {
    iso: at.toISOString().slice(0, 10),
    label: at.toLocaleString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  };
};

test('a seller goes away: the buyer sees "Away until" on the profile and in the chat, the listing leaves the feed and comes back with I\'m back', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(180_000); // two members' browsers on shared cores
  const [seller, buyer] = await Promise.all([newMember('Ava Away'), newMember('Ben Buyer')]);
  const text = `Camping stove ${tag}`;
  await listingBy(seller, text, 25);
  const chat = await apiInPage<{ chat: { id: string } }>(buyer.page, 'POST', '/api/chats', {
    userId: seller.id,
  });
  const chatId = chat.json.chat.id;
  const errors = watchConsole(seller.page);

  // The seller sets away until a day, with a note.
  const until = dayIn(10);
  await seller.page.goto(siteUrl('ou', '/settings/away'));
  await seller.page.getByLabel("I'm away until").fill(until.iso);
  await seller.page.getByRole('textbox', { name: 'Note (optional)' }).fill('Home for the break');
  await seller.page.getByRole('button', { name: 'Save' }).click();
  await expect(seller.page.getByText(`Away until ${until.label}`)).toBeVisible();

  // The buyer: gone from the feed; the profile and the chat say it.
  await buyer.page.goto(siteUrl('ou', '/home'));
  await expect(buyer.page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(buyer.page.getByText(text)).toHaveCount(0);
  await buyer.page.goto(siteUrl('ou', `/${seller.username}`));
  await expect(buyer.page.getByText(`Away until ${until.label}`)).toBeVisible();
  await buyer.page.goto(siteUrl('ou', `/messages/${chatId}`));
  await expect(buyer.page.getByRole('note').getByText(`Away until ${until.label}`)).toBeVisible();
  await expect(buyer.page.getByText('Home for the break')).toBeVisible();

  // I'm back: the listing is in the feed again, and the chat no longer says it.
  await seller.page.getByRole('button', { name: "I'm back" }).click();
  await expect(seller.page.getByRole('button', { name: "I'm back" })).toHaveCount(0);
  await buyer.page.goto(siteUrl('ou', '/home'));
  await expect(buyer.page.getByText(text)).toBeVisible();
  await buyer.page.goto(siteUrl('ou', `/messages/${chatId}`));
  await expect(buyer.page.getByRole('textbox').last()).toBeVisible();
  await expect(buyer.page.getByText(`Away until ${until.label}`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an expired listing shows Expired and Renew to its owner only; Renew puts it back in the feed', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(180_000);
  const seller = await newMember('Eve Expired');
  const buyer = await newMember('Bo Browser');
  const text = `Mini fridge ${tag}`;
  const listingId = await listingBy(seller, text, 60);
  // Thirty days pass for this listing (the listing-life job's work, done to it in the database).
  await sql(
    `update posts set created_at = now() - interval '31 days', last_modified = now() - interval '31 days',
       expired_at = now() where id = $1`,
    [listingId],
  );

  await buyer.page.goto(siteUrl('ou', `/${seller.username}`));
  await expect(buyer.page.getByRole('heading', { name: 'Eve E.' })).toBeVisible();
  await expect(buyer.page.getByText(text)).toHaveCount(0);
  await expect(buyer.page.getByRole('button', { name: 'Renew' })).toHaveCount(0);
  await buyer.page.goto(siteUrl('ou', '/home'));
  await expect(buyer.page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(buyer.page.getByText(text)).toHaveCount(0);

  await seller.page.goto(siteUrl('ou', `/${seller.username}`));
  const card = seller.page.getByRole('article').filter({ hasText: text });
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Renew' }).click();
  await expect(card.getByText('Expired', { exact: true })).toHaveCount(0);
  await buyer.page.goto(siteUrl('ou', '/home'));
  await expect(buyer.page.getByText(text)).toBeVisible();
});
