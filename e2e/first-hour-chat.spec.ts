// A student's first hour in the chats, with a little mischief: Back and Forward after Send Message,
// long pastes, double taps on Send and a reload mid-send. Each ends with one write and a clear word.
import type { Locator, Page } from '@playwright/test';
import { apiInPage, expect as baseExpect, siteUrl, test } from './fixtures';
import { doc } from './members';

// Pages reload often here; on a loaded two-core machine a chat has taken over 10 s to come back.
const expect = baseExpect.configure({ timeout: 30_000 });

const uuid = /\/messages\/([0-9a-f-]{36})$/;

/** Pastes `text` into a box as the browser's paste event carries it (selection as it stands). */
async function paste(box: Locator, text: string) {
  await box.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

async function messagesOf(page: Page, chatId: string) {
  const res = await apiInPage<{ messages: { plainText: string; sharedPost: { id: string } | null }[] }>(
    page,
    'GET',
    `/api/chats/${chatId}/messages`,
  );
  return res.json.messages;
}

test('Send Message opens the chat without sending; Back and Forward send nothing; the card goes once, with the first message', async ({
  newMember,
  isPhone,
  tag,
}) => {
  test.setTimeout(240_000);
  const sid = await newMember('Sid Seller');
  const bea = await newMember('Bea Buyer');
  const b = bea.page;
  const desk = (
    await apiInPage<{ id: string }>(sid.page, 'POST', '/api/posts', {
      text: doc(`Desk ${tag} for sale`),
      uploadIds: [],
    })
  ).json;
  const postUrl = new RegExp(`/post/${desk.id}$`);

  await b.goto(siteUrl('ou', `/post/${desk.id}`));
  await b.getByRole('button', { name: 'Post options' }).first().click();
  await b.getByRole('menuitem', { name: 'Send Message' }).click();
  await expect(b).toHaveURL(uuid);
  const chatId = uuid.exec(b.url())![1]!;
  const attached = b.getByRole('group', { name: 'Shared post, sent with your message' });
  await expect(attached).toContainText(`Desk ${tag} for sale`);

  // Back and Forward, twice, and the phone's own Back arrow: the post page and the chat, nothing sent.
  for (let i = 0; i < 2; i++) {
    await b.goBack();
    await expect(b).toHaveURL(postUrl);
    await b.goForward();
    await expect(b).toHaveURL(uuid);
    await expect(attached).toBeVisible();
  }
  if (isPhone) {
    // One back arrow on a phone: the header's.
    await expect(b.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    await expect(b.getByRole('link', { name: 'Back to messages' })).toBeHidden();
    await b.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(b).toHaveURL(postUrl);
    await b.goBack();
    await expect(b).toHaveURL(uuid);
  }
  expect(await messagesOf(b, chatId)).toEqual([]);
  // The seller has heard of nothing: no conversation, no unread count.
  expect((await apiInPage(sid.page, 'GET', '/api/chats')).json).toEqual({ chats: [] });
  expect((await apiInPage(sid.page, 'GET', '/api/unread')).json).toEqual({ notifications: 0, chats: 0 });
  await sid.page.goto(siteUrl('ou', '/messages'));
  await expect(sid.page.getByText('No messages yet')).toBeVisible();

  // The first message carries the card, once; Back, Forward and a reload add nothing.
  const input = b.getByRole('textbox', { name: 'Message' });
  await input.fill('Is the desk still free?');
  await input.press('Enter');
  const conversation = b.getByRole('region', { name: 'Messages with Sid S.' });
  await expect(conversation.getByText('Is the desk still free?')).toBeVisible();
  await expect(conversation.getByRole('link', { name: new RegExp(`Desk ${tag}`) })).toHaveCount(1);
  await expect(attached).toHaveCount(0);
  await b.goBack();
  await expect(b).toHaveURL(postUrl);
  await b.goForward();
  await b.reload();
  await expect(conversation.getByText('Is the desk still free?')).toBeVisible();
  await expect(attached).toHaveCount(0);
  const sent = await messagesOf(b, chatId);
  expect(sent.map((m) => [m.plainText, m.sharedPost?.id])).toEqual([['Is the desk still free?', desk.id]]);
  expect((await apiInPage(sid.page, 'GET', '/api/unread')).json).toEqual({ notifications: 1, chats: 1 });
});

test('a long paste keeps what fits and says so; a box holding 400 takes 100 more; the counter shows it', async ({
  newMember,
}) => {
  test.setTimeout(240_000);
  const pia = await newMember('Pia Paster');
  const rex = await newMember('Rex Reader');
  const page = pia.page;
  const chat = (await apiInPage<{ chat: { id: string } }>(page, 'POST', '/api/chats', { userId: rex.id }))
    .json.chat;
  await page.goto(siteUrl('ou', `/messages/${chat.id}`));
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByText('0 / 500')).toBeVisible();

  await box.click();
  await paste(box, 'a'.repeat(600));
  await expect(box).toHaveValue('a'.repeat(500));
  await expect(
    page.getByText(
      'Only 500 of the 600 pasted characters fit in a message (500 at most). The rest was left out.',
    ),
  ).toBeVisible();
  await expect(page.getByText('500 / 500')).toBeVisible();

  await box.fill('b'.repeat(400));
  await expect(page.getByText('400 / 500')).toBeVisible();
  await box.press('End');
  await paste(box, 'c'.repeat(300));
  await expect(box).toHaveValue(`${'b'.repeat(400)}${'c'.repeat(100)}`);
  await expect(
    page.getByText(
      'Only 100 of the 300 pasted characters fit in a message (500 at most). The rest was left out.',
    ),
  ).toBeVisible();

  await box.press('Enter');
  await expect(box).toHaveValue('');
  const sent = await messagesOf(page, chat.id);
  expect(sent.map((m) => m.plainText)).toEqual([`${'b'.repeat(400)}${'c'.repeat(100)}`]);
});

test('two taps on Send send one message; a send whose answer was lost is sent once after a reload', async ({
  newMember,
}) => {
  test.setTimeout(240_000);
  const dan = await newMember('Dan Doubletap');
  const eli = await newMember('Eli Elsewhere');
  const page = dan.page;
  const chat = (await apiInPage<{ chat: { id: string } }>(page, 'POST', '/api/chats', { userId: eli.id }))
    .json.chat;
  await page.goto(siteUrl('ou', `/messages/${chat.id}`));
  const box = page.getByRole('textbox', { name: 'Message' });
  const conversation = page.getByRole('region', { name: 'Messages with Eli E.' });

  // Two taps in the same moment, before the page can redraw.
  await box.fill('Only once, please');
  await page.getByRole('button', { name: 'Send', exact: true }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(conversation.getByText('Only once, please')).toHaveCount(1);
  await page.reload();
  await expect(conversation.getByText('Only once, please')).toHaveCount(1);

  // The draft outlives a reload.
  await box.fill('Half a thought');
  await page.reload();
  await expect(box).toHaveValue('Half a thought');

  // The message reaches the server but its answer is lost (the tab closes, the network drops): the
  // page's own try is made here with the draft's key. After a reload the draft is still there, and
  // sending it again is the same send.
  await box.fill('Are you there?');
  const draft = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem(`chat-draft:${id}`) ?? 'null') as { clientKey: string } | null,
    chat.id,
  );
  expect(draft?.clientKey).toBeTruthy();
  const lost = await apiInPage(page, 'POST', `/api/chats/${chat.id}/messages`, {
    text: doc('Are you there?'),
    clientKey: draft!.clientKey,
  });
  expect(lost.status).toBe(201);
  await page.reload();
  await expect(box).toHaveValue('Are you there?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(conversation.getByText('Are you there?')).toHaveCount(1);
  await page.reload();
  await expect(conversation.getByText('Are you there?')).toHaveCount(1);
  const sent = await messagesOf(page, chat.id);
  expect(sent.map((m) => m.plainText)).toEqual(['Are you there?', 'Only once, please']);
});
