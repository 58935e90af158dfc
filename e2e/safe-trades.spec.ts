// Safe trades at both widths: a scam tip under a message with Report in one tap, and a meetup at a
// campus safe spot that ends in a sale and two ratings. The reminder's clock is moved in the
// database (its pg-boss run is made due now), not waited for.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from './database';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, type Member } from './members';
import { E2E_PORT } from './playwright.config';

const SPOT = 'Library steps';
const root = path.resolve(import.meta.dirname, '..');

test.beforeAll(() => {
  // The campus's safe meeting spots, set as an administrator would (the running server hears it).
  execFileSync(
    'node',
    [path.join(root, 'scripts/admin.mjs'), 'campus', 'edit', 'ou', '--spot', `${SPOT}|By the main doors`],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: path.join(root, 'data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`),
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
});

/** The seller's listing, and the chat the buyer opened about it with "Is this still available?". */
async function listingAskedAbout(seller: Member, buyer: Member, text: string) {
  const created = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
    price: 40,
  });
  expect(created.status).toBe(201);
  // The buyer's page is on the campus site since joining: the request goes from there.
  const asked = await apiInPage<{ chatId: string }>(
    buyer.page,
    'POST',
    `/api/posts/${created.json.id}/still-available`,
  );
  expect(asked.status).toBe(201);
  return { postId: created.json.id, chatId: asked.json.chatId };
}

test('a seller asked for a code sees the tip and reports the message in one tap', async ({
  newMember,
  tag,
}) => {
  const seller = await newMember('Sal Seller');
  const buyer = await newMember('Ben Buyer');
  const { chatId } = await listingAskedAbout(seller, buyer, `Mini fridge ${tag}`);
  const errors = watchConsole(seller.page);

  // The sender sees the tip above the message box before sending; nothing stops the send.
  await buyer.page.goto(siteUrl('ou', `/messages/${chatId}`));
  const box = buyer.page.getByRole('textbox', { name: 'Message' });
  await box.fill('I just sent you a code to make sure you are real, what is it?');
  const before = buyer.page.getByRole('status', { name: 'Before you send' });
  await expect(before).toContainText('Never share a code you receive by text');
  await box.press('Enter');
  await expect(before).toBeHidden();

  await seller.page.goto(siteUrl('ou', `/messages/${chatId}`));
  await expect(seller.page.getByRole('list', { name: 'About Ben B.' })).toContainText('New account');
  const tip = seller.page.getByRole('note', { name: 'Safety tip' });
  await expect(tip).toContainText(
    'Never share a code you receive by text: it lets someone take over your number.',
  );
  await tip.getByRole('button', { name: 'Report this message as a scam' }).click();
  const dialog = seller.page.getByRole('dialog', { name: 'Report message' });
  await expect(dialog.getByRole('radio', { name: 'Scam or fraud' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog).toBeHidden();
  await expect(seller.page.getByText('Message Reported. Thanks for letting us know.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('two members agree a meetup at a campus spot, are reminded, and the sale ends Sold with both rating', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(120_000); // two members' browsers and a queued job on shared cores
  const seller = await newMember('Sia Seller');
  const buyer = await newMember('Bo Buyer');
  const { postId, chatId } = await listingAskedAbout(seller, buyer, `Desk lamp ${tag}`);

  // The buyer suggests a meetup at the safe spot, the day after tomorrow at 3 PM.
  const day = new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Chicago',
  });
  await buyer.page.goto(siteUrl('ou', `/messages/${chatId}`));
  await buyer.page.getByRole('button', { name: 'Suggest a meetup' }).click();
  const dialog = buyer.page.getByRole('dialog', { name: 'Suggest a meetup' });
  await dialog.getByRole('radio', { name: SPOT }).check();
  await dialog.getByLabel('Date and time').fill(`${day}T15:00`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const buyerCard = buyer.page.getByRole('article', { name: `Meetup: ${SPOT}` });
  await expect(buyerCard).toContainText('Waiting for an answer');

  // The seller accepts: the listing turns Pending.
  await seller.page.goto(siteUrl('ou', `/messages/${chatId}`));
  const sellerCard = seller.page.getByRole('article', { name: `Meetup: ${SPOT}` });
  await expect(sellerCard).toContainText('Safe meeting spot');
  await sellerCard.getByRole('button', { name: 'Accept' }).click();
  await expect(sellerCard).toContainText('Accepted');
  await expect(buyerCard).toContainText('Accepted');
  expect(await sql('select status from posts where id = $1', [postId])).toEqual([{ status: 'pending' }]);

  // The clock moves to an hour before: the queued reminder is made due and reaches both.
  const [{ id }] = await sql('select id from meetups where chat_id = $1', [chatId]);
  await sql(
    `update pgboss.job set start_after = now() where name = 'meetup-reminder' and data->>'meetupId' = $1 and data->>'kind' = 'reminder'`,
    [id],
  );
  await expect
    .poll(
      async () =>
        (
          await sql(`select count(*)::int as n from notifications where type = 'meetup' and chat_id = $1`, [
            chatId,
          ])
        )[0].n,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);
  await buyer.page.goto(siteUrl('ou', '/notifications'));
  await expect(buyer.page.getByText(`Meetup in an hour: ${SPOT},`)).toBeVisible();

  // After the time, the seller is asked whether the sale happened: Yes, Sold to this buyer.
  await sql(`update meetups set starts_at = now() - interval '5 minutes' where id = $1`, [id]);
  await seller.page.reload();
  const question = sellerCard.getByRole('group', { name: 'Did the sale happen?' });
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(sellerCard).toContainText('Sold');
  await sellerCard.getByRole('link', { name: 'Rate the other person' }).click();
  await expect(seller.page.getByRole('heading', { name: 'Sold to Bo B.' })).toBeVisible();
  await seller.page.getByRole('radio', { name: '5 stars' }).check();
  await seller.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(seller.page.getByText('You rated this sale.')).toBeVisible();

  await buyer.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(buyer.page.getByRole('heading', { name: 'You bought this from Sia S.' })).toBeVisible();
  await buyer.page.getByRole('radio', { name: '4 stars' }).check();
  await buyer.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(buyer.page.getByText('You rated this sale.')).toBeVisible();
});
