// Offers at both widths: a buyer makes an offer on the post page, the seller counters, the buyer
// accepts (a third member sees Pending), and the handoff code closes the sale: a wrong code is
// refused with its sentence, the right one marks it Sold and both rate.
import { sql } from './database';
import { expect, siteUrl, test, watchConsole } from './fixtures';
import { listingBy } from './members';

test('offer, counter, accept, Pending for others, handoff code, Sold and both rate', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(120_000); // three members' browsers on shared cores
  const seller = await newMember('Oda Seller');
  const buyer = await newMember('Otto Buyer');
  const third = await newMember('Tia Third');
  const postId = await listingBy(seller, `Road bike ${tag}`, 100);
  const errors = watchConsole(buyer.page);

  // The buyer makes an offer on the post page: the chat with the seller opens with its card.
  await buyer.page.goto(siteUrl('ou', `/post/${postId}`));
  await buyer.page.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Make an offer' });
  await dialog.getByLabel('Your offer').fill('80');
  await dialog.getByLabel('Message').fill('Could pick it up tonight.');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  const chatPath = new URL(buyer.page.url()).pathname;
  const buyerOffers = buyer.page.getByRole('region', { name: 'Offers' });
  await expect(buyerOffers.getByRole('article', { name: 'Offer: $80' })).toContainText(
    'Waiting for an answer',
  );

  // The seller counters at $90.
  await seller.page.goto(siteUrl('ou', chatPath));
  const sellerOffers = seller.page.getByRole('region', { name: 'Offers' });
  await sellerOffers
    .getByRole('article', { name: 'Offer: $80' })
    .getByRole('button', { name: 'Counter' })
    .click();
  const counter = seller.page.getByRole('dialog', { name: 'Counter offer' });
  await counter.getByLabel('Your price').fill('90');
  await counter.getByRole('button', { name: 'Send counter' }).click();
  await expect(counter).toBeHidden();
  await expect(sellerOffers.getByRole('article', { name: 'Offer: $90' })).toContainText(
    'Waiting for an answer',
  );

  // The buyer sees the counter live and accepts: the listing is Pending, and the buyer has the code.
  const buyerCard = buyerOffers.getByRole('article', { name: 'Offer: $90' });
  await buyerCard.getByRole('button', { name: 'Accept' }).click();
  await expect(buyerCard).toContainText('Offer accepted: $90');
  const codeBox = buyerCard.getByRole('region', { name: 'Handoff code' });
  await expect(codeBox).toContainText('Show this code to the seller when you have the item.');
  const code = (await codeBox.locator('p').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{4}$/);
  expect(await sql('select status from posts where id = $1', [postId])).toEqual([{ status: 'pending' }]);

  await third.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(third.page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await expect(third.page.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);

  // The seller confirms the handoff: a wrong code first, then the buyer's.
  const sellerCard = sellerOffers.getByRole('article', { name: 'Offer: $90' });
  await sellerCard.getByRole('button', { name: 'Confirm handoff' }).click();
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await sellerCard.getByLabel('Handoff code').fill(wrong);
  await sellerCard.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sellerCard.getByRole('alert')).toHaveText(
    "That code doesn't match. Ask the buyer to read it again.",
  );
  await sellerCard.getByLabel('Handoff code').fill(code);
  await sellerCard.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(sellerCard).toContainText('Sold');
  expect(await sql('select status from posts where id = $1', [postId])).toEqual([{ status: 'sold' }]);

  // Both rate.
  await sellerCard.getByRole('link', { name: 'Rate the other person' }).click();
  await expect(seller.page.getByRole('heading', { name: 'Sold to Otto B.' })).toBeVisible();
  await seller.page.getByRole('radio', { name: '5 stars' }).check();
  await seller.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(seller.page.getByText('You rated this sale.')).toBeVisible();
  await buyer.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(buyer.page.getByRole('heading', { name: 'You bought this from Oda S.' })).toBeVisible();
  await buyer.page.getByRole('radio', { name: '4 stars' }).check();
  await buyer.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(buyer.page.getByText('You rated this sale.')).toBeVisible();

  // The offers page lists it as sent, with a link to its chat.
  await buyer.page.goto(siteUrl('ou', '/offers'));
  const sent = buyer.page.getByRole('region', { name: 'Sent' });
  await expect(sent).toContainText(`Road bike ${tag}`);
  await expect(sent.getByRole('link', { name: 'Open chat' })).toHaveAttribute('href', chatPath);
  expect(errors).toEqual([]);
});
