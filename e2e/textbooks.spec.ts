// Textbooks and requests: a seller lists a book with its course and an ISBN read by Scan ISBN from
// a barcode photo (an EAN-13 drawn by bwip-js, a kept generator); a buyer finds it by the course and by
// the ISBN; an earlier Looking-for post's author is told; the course's page lists both.
import type { Locator, Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import { openComposer } from './composer';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { launchOptions } from './playwright.base';

// Scan ISBN runs WebAssembly, which the suite's --jitless turns off: this journey's browser keeps V8's own.
test.use({
  launchOptions: { ...launchOptions, args: launchOptions.args.filter((a) => a !== '--js-flags=--jitless') },
});

const ISBN = '9780134685991';

/** Category: Books, Movies, & Music (a dialog on a wide screen, a page on a phone). */
async function pickBooks(page: Page, composer: Locator, isPhone: boolean) {
  await composer.getByRole('button', { name: 'Category' }).click();
  const choices = isPhone ? page : page.getByRole('dialog', { name: 'Choose a category' });
  await choices.getByRole('button', { name: 'Books, Movies, & Music', exact: true }).click();
  await expect(composer.getByRole('button', { name: 'Category: Books, Movies, & Music' })).toBeVisible();
}

test('a book listed with its course and a scanned ISBN is found by course and ISBN, and meets a request made before it', async ({
  newMember,
  isPhone,
  tag,
}) => {
  test.setTimeout(120_000);
  const buyer = await newMember('Rory Requester');
  const seller = await newMember('Sofia Seller');
  // The request comes first, made in the composer: Looking for, with Up to and the course.
  const asking = await openComposer(buyer.page, isPhone);
  await asking.locator('[contenteditable="true"]').fill(`Calculus ${tag}`);
  await asking
    .getByRole('radiogroup', { name: 'Post type' })
    .getByRole('radio', { name: 'Looking for' })
    .check();
  await pickBooks(buyer.page, asking, isPhone);
  await asking.getByRole('textbox', { name: 'Course' }).fill('MATH 2924');
  await asking.getByLabel('Up to ($)', { exact: true }).fill('40');
  await asking.getByRole('button', { name: isPhone ? 'Send Post' : 'Post', exact: true }).click();
  const request = { json: { id: '' } };
  await expect
    .poll(async () => {
      const res = await apiInPage<{
        posts: { id: string; plainText: string; kind: string; upToCents: number }[];
      }>(buyer.page, 'GET', `/api/profiles/${buyer.username}/posts`);
      const mine = res.json.posts.find((p) => p.plainText.includes(tag));
      request.json.id = mine?.id ?? '';
      return mine && { kind: mine.kind, upToCents: mine.upToCents };
    })
    .toEqual({ kind: 'looking_for', upToCents: 4000 });

  const page = seller.page;
  const errors = watchConsole(page);
  const composer = await openComposer(page, isPhone);
  await composer.locator('[contenteditable="true"]').fill(`Calculus: Early Transcendentals ${tag}`);
  const postType = composer.getByRole('radiogroup', { name: 'Post type' });
  await expect(postType.getByRole('radio', { name: 'Selling' })).toBeChecked();
  await pickBooks(page, composer, isPhone);
  await composer.getByRole('textbox', { name: 'Course' }).fill('MATH 2924');
  // The barcode on the back cover, photographed: Scan ISBN reads it into the ISBN box.
  // A photo has a background: white, with a margin round the bars.
  const barcode = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: ISBN,
    scale: 3,
    height: 20,
    includetext: true,
    backgroundcolor: 'ffffff',
    paddingwidth: 12,
    paddingheight: 8,
  });
  const chooser = page.waitForEvent('filechooser');
  await composer.getByRole('button', { name: 'Scan ISBN' }).click();
  await (await chooser).setFiles({ name: 'back-cover.png', mimeType: 'image/png', buffer: barcode });
  await expect(composer.getByRole('textbox', { name: 'ISBN' })).toHaveValue(ISBN, { timeout: 30_000 });
  await composer.getByLabel('Price', { exact: true }).fill('30');
  await composer.getByRole('button', { name: isPhone ? 'Send Post' : 'Post', exact: true }).click();

  // The listing as posted, read back.
  let postId = '';
  await expect
    .poll(async () => {
      const res = await apiInPage<{
        posts: { id: string; plainText: string; isbn: string | null; courses: string[] }[];
      }>(page, 'GET', `/api/profiles/${seller.username}/posts`);
      const mine = res.json.posts.find((p) => p.plainText.includes(tag));
      postId = mine?.id ?? '';
      return mine && { isbn: mine.isbn, courses: mine.courses };
    })
    .toEqual({ isbn: ISBN, courses: ['MATH 2924'] });

  // The seller's listing says who is looking for something like it.
  await page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(page.getByText(/(person is|people are) looking for something like this/)).toBeVisible();
  await expect(page.locator(`a[href="/post/${request.json.id}"]`)).toBeVisible();
  expect(errors).toEqual([]);

  // The buyer finds it by the course as one word, and by the ISBN without hyphens.
  const shopper = buyer.page;
  for (const q of ['math2924', ISBN]) {
    await shopper.goto(siteUrl('ou', `/search?q=${q}`));
    await expect(shopper.getByText(`Calculus: Early Transcendentals ${tag}`)).toBeVisible();
  }

  // The request made before the listing was told of it, linking the listing (the job's work): each
  // look waits for the list to load before counting.
  await expect
    .poll(
      async () => {
        await shopper.goto(siteUrl('ou', '/notifications'));
        await expect(shopper.getByRole('main').getByText('Loading')).toHaveCount(0);
        return shopper.locator(`a[href="/post/${postId}"]`).count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  await expect(shopper.getByText(/may be what you're looking for/).first()).toBeVisible();

  // The course's page lists the listing and the request, each card linking the course.
  await shopper.goto(siteUrl('ou', '/course/MATH-2924'));
  await expect(shopper.getByRole('heading', { name: 'Books for MATH 2924' })).toBeVisible();
  const listing = shopper.getByRole('article').filter({ hasText: `Calculus: Early Transcendentals ${tag}` });
  const asked = shopper
    .getByRole('article')
    .filter({ hasText: `Calculus ${tag}` })
    .filter({ hasText: 'Looking for' });
  await expect(listing).toBeVisible();
  await expect(asked).toBeVisible();
  await expect(listing.getByRole('link', { name: 'MATH 2924' })).toHaveAttribute('href', '/course/MATH-2924');

  // Its author found it: Found it closes the request.
  await shopper.goto(siteUrl('ou', `/post/${request.json.id}`));
  await shopper.getByRole('button', { name: 'Post options' }).first().click();
  await shopper.getByRole('menuitem', { name: 'Found it' }).click();
  await expect(shopper.getByText('Marked as found')).toBeVisible();
  await expect(shopper.getByRole('article').first().getByText('Found', { exact: true })).toBeVisible();
});
