import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

test('a seller marks a post Sold to the buyer who asked; it leaves the feed and search; the two rate each other; the profile shows the average', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(180_000); // three members and two browsers' worth of steps on shared cores
  const seller = await newMember('Sam Seller');
  const buyer = await newMember('Bea Buyer');
  const other = await newMember('Oli Other');
  const text = `Oak desk ${tag}`;
  const created = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
    price: 40,
  });
  expect(created.status).toBe(201);
  const postId = created.json.id;
  const errors = watchConsole(seller.page);

  // The buyer asks with one tap: the chat opens with the post shared and the question sent.
  await buyer.page.goto(siteUrl('ou', `/post/${postId}`));
  await buyer.page.getByRole('button', { name: 'Is this still available?' }).click();
  await expect(buyer.page).toHaveURL(/\/messages\/[0-9a-f-]+$/);
  await expect(buyer.page.getByText('Is this still available?').last()).toBeVisible();

  // The seller marks it Sold from the post menu and names the buyer.
  await seller.page.goto(siteUrl('ou', `/post/${postId}`));
  await seller.page.getByRole('button', { name: 'Post options' }).first().click();
  await seller.page.getByRole('menuitem', { name: 'Mark as Sold' }).click();
  const dialog = seller.page.getByRole('dialog', { name: 'Who bought it?' });
  await dialog.getByRole('radio', { name: 'Bea B.' }).check();
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(dialog).toBeHidden();
  const card = seller.page.getByRole('article', { name: 'Post by Sam S.' }).first();
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();

  // Others no longer find it in the feed or search; its page says Sold, without the question.
  await other.page.goto(siteUrl('ou', '/home'));
  await expect(other.page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(other.page.getByText(text)).toHaveCount(0);
  await other.page.getByRole('checkbox', { name: 'Show sold' }).check();
  await expect(other.page.getByText(text)).toBeVisible();
  await other.page.goto(siteUrl('ou', `/search?q=${tag}`));
  await expect(other.page.getByRole('checkbox', { name: 'Show sold' })).toBeVisible();
  await expect(other.page.getByText(text)).toHaveCount(0);
  await other.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(other.page.getByText('Sold', { exact: true })).toBeVisible();
  await expect(other.page.getByRole('button', { name: 'Is this still available?' })).toHaveCount(0);

  // The seller rates the buyer, the buyer rates the seller.
  await seller.page.reload();
  await expect(seller.page.getByRole('heading', { name: 'Sold to Bea B.' })).toBeVisible();
  await seller.page.getByRole('radio', { name: '5 stars' }).check();
  await seller.page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Paid on time');
  await seller.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(seller.page.getByText('You rated this sale.')).toBeVisible();
  await buyer.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(buyer.page.getByRole('heading', { name: 'You bought this from Sam S.' })).toBeVisible();
  await buyer.page.getByRole('radio', { name: '4 stars' }).check();
  await buyer.page.getByRole('button', { name: 'Submit rating' }).click();
  await expect(buyer.page.getByText('You rated this sale.')).toBeVisible();

  // The seller's profile shows the average and the count, and the rating in the Ratings tab.
  await other.page.goto(siteUrl('ou', `/${seller.username}`));
  await expect(other.page.getByText('4.0 (1 rating)')).toBeVisible();
  await other.page.getByRole('tab', { name: 'Ratings' }).click();
  const ratings = other.page.getByRole('list', { name: 'Ratings' });
  await expect(ratings.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await other.page.goto(siteUrl('ou', `/${buyer.username}`));
  await expect(other.page.getByText('5.0 (1 rating)')).toBeVisible();
  expect(errors).toEqual([]);
});
