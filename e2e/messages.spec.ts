import { expect } from '@playwright/test';
import { apiInPage, siteUrl, test } from './fixtures';
import { doc, member } from './members';

test(
  'A messages B about a post; B sees it live and opens it, A sees Seen; B reacts; a shared post card reads deleted after the post goes',
  { tag: '@instances' },
  async ({ browser, request, isPhone }, info) => {
    test.skip(isPhone, 'the wide-screen inbox beside the conversation');
    const ann = await member(browser, request, 'Ann Asker', info.project.name);
    const bob = await member(browser, request, 'Bob Seller', info.project.name);
    const a = ann.page;
    const b = bob.page;
    const desk = (
      await apiInPage<{ id: string }>(b, 'POST', '/api/posts', {
        text: doc('Oak desk for sale'),
        uploadIds: [],
      })
    ).json;

    // B waits on the feed; A opens B's post and chooses Send Message from its menu.
    await b.goto(siteUrl('ou', '/home'));
    await a.goto(siteUrl('ou', `/post/${desk.id}`));
    await a.getByRole('button', { name: 'Post options' }).first().click();
    await a.getByRole('menuitem', { name: 'Send Message' }).click();
    await expect(a).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
    await expect(a.getByText('New Conversation Started')).toBeVisible();
    const chatId = a.url().split('/messages/')[1]!;
    const convA = a.getByRole('region', { name: 'Messages with Bob S.' });
    // The post waits in the message box and goes with the first message.
    await expect(a.getByRole('group', { name: 'Shared post, sent with your message' })).toContainText(
      'Oak desk for sale',
    );
    const input = a.getByRole('textbox', { name: 'Message' });
    await input.fill('Hi Bob, is the desk still available?');
    await input.press('Enter');
    await expect(convA.getByText('Hi Bob, is the desk still available?')).toBeVisible();
    await expect(convA.getByRole('link', { name: /Oak desk for sale/ })).toBeVisible();
    await expect(a.getByText('Delivered')).toBeVisible();

    // B sees the unread badge without reloading, opens the chat; A sees Seen.
    await expect(b.getByRole('link', { name: /Messages, \d+ unread/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    await b.goto(siteUrl('ou', `/messages/${chatId}`));
    const convB = b.getByRole('region', { name: 'Messages with Ann A.' });
    await expect(convB.getByText('Hi Bob, is the desk still available?')).toBeVisible();
    await expect(a.getByText('Seen')).toBeVisible({ timeout: 15_000 });

    // B reacts to A's message.
    const react = convB.getByRole('button', { name: /Like/ }).last();
    await react.click();
    await expect(react).toHaveAttribute('aria-pressed', 'true');
    await expect(b.getByText('Reaction sent.')).toBeVisible();

    // Deleting the shared post turns its card into '* Post deleted **'.
    expect((await apiInPage(b, 'DELETE', `/api/posts/${desk.id}`)).status).toBe(204);
    await a.reload();
    await expect(
      a.getByRole('region', { name: 'Messages with Bob S.' }).getByText('* Post deleted **'),
    ).toBeVisible();
  },
);

test('a stranger cannot open someone else’s conversation', async ({ browser, request, isPhone }, info) => {
  test.skip(isPhone, 'one run is enough');
  const ann = await member(browser, request, 'Ann Other', info.project.name);
  const bob = await member(browser, request, 'Bob Other', info.project.name);
  const eve = await member(browser, request, 'Eve Stranger', info.project.name);
  const chat = (await apiInPage<{ chat: { id: string } }>(ann.page, 'POST', '/api/chats', { userId: bob.id }))
    .json.chat;
  await eve.page.goto(siteUrl('ou', `/messages/${chat.id}`));
  await expect(eve.page.getByText("This conversation doesn't exist")).toBeVisible();
});
