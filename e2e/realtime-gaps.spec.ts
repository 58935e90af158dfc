// What happens while a page loads is never lost: A's socket to /api/ws is held back (routeWebSocket)
// after A's page rendered, B acts in that window, and once the socket is ready A sees it, without a
// reload and only once. On the cluster the page, the socket and B's requests may each reach a
// different instance.
import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, type Member } from './members';

interface Gate {
  /** Resolves once the page has tried to open its socket (it has rendered and hydrated). */
  tried: Promise<void>;
  /** Lets the held socket (and every later one) connect to the server. */
  release: () => void;
  page: Page;
}

/**
 * Holds the page's next realtime socket until `release()`; with `restartFirst`, the held socket is
 * then closed as a restarting server closes it (1012) and the next one connects.
 */
async function holdSocket(page: Page, { restartFirst = false } = {}): Promise<Gate> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let tried!: () => void;
  const attempted = new Promise<void>((resolve) => {
    tried = resolve;
  });
  let sockets = 0;
  await page.routeWebSocket(/\/api\/ws$/, async (ws) => {
    tried();
    await released;
    sockets += 1;
    if (restartFirst && sockets === 1) await ws.close({ code: 1012, reason: 'Server restarting' });
    else ws.connectToServer();
  });
  return { tried: attempted, release, page };
}

/** What B does while A's socket is held; A's page must not show it yet (it cannot be live). */
async function inTheWindow(gate: Gate, act: () => Promise<void>, notYet: () => Promise<void>): Promise<void> {
  await gate.tried;
  // The page's first requests (the unread counts, a list) may still be on their way on a busy machine:
  // an answer made after B acted would rightly show it, with no socket. The window opens once they are in.
  await gate.page.waitForLoadState('networkidle');
  await act();
  await notYet();
  // Some time for a live event to have arrived, had A's socket been connected.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await notYet();
  gate.release();
}

/** A brief wait, then the same check: nothing arrives a second time. */
async function stillOnce(check: () => Promise<void>): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await check();
}

const post = async (m: Member, text: string) => {
  const made = await apiInPage<{ id: string }>(m.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
  });
  expect(made.status).toBe(201);
  return made.json.id;
};

const startChat = async (from: Member, to: Member) => {
  const made = await apiInPage<{ chat: { id: string } }>(from.page, 'POST', '/api/chats', { userId: to.id });
  expect(made.status).toBeLessThan(300);
  return made.json.chat.id;
};

const send = async (from: Member, chatId: string, text: string) => {
  const sent = await apiInPage<{ id: string }>(from.page, 'POST', `/api/chats/${chatId}/messages`, {
    text: doc(text),
  });
  expect(sent.status).toBe(201);
  return sent.json.id;
};

/** B posts while A's feed loads (A's socket held, then let through): A's feed shows it once. */
async function postWhileTheFeedLoads(
  [ann, bob]: readonly [Member, Member],
  text: string,
  hold: { restartFirst?: boolean } = {},
): Promise<void> {
  const gate = await holdSocket(ann.page, hold);
  await ann.page.goto(siteUrl('ou', '/home'));
  const card = ann.page.getByRole('article').filter({ hasText: text });
  await inTheWindow(
    gate,
    async () => {
      await post(bob, text);
    },
    () => expect(card).toHaveCount(0),
  );
  await expect(card).toHaveCount(1, { timeout: 30_000 });
  await stillOnce(() => expect(card).toHaveCount(1));
}

// A page's first load has taken 15 s on shared cores (its chunks, then its API calls): the first
// checks of each page wait up to 30 s.
test.describe('realtime without gaps', { tag: '@instances' }, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a post made while the feed loads shows once the socket is ready, once', async ({
    newMember,
    isPhone,
    tag,
  }) => {
    test.skip(isPhone, 'the socket’s timing is not a matter of the width');
    await postWhileTheFeedLoads(
      [await newMember('Ann Gapfeed'), await newMember('Bob Gapfeed')],
      `Reading lamp ${tag}`,
    );
  });

  test('a post made while the feed loads shows once, though the server restarted before the socket was ready', async ({
    newMember,
    isPhone,
    tag,
  }) => {
    test.skip(isPhone, 'the socket’s timing is not a matter of the width');
    const members = [await newMember('Ann Gaprestart'), await newMember('Bob Gaprestart')] as const;
    await postWhileTheFeedLoads(members, `Standing desk ${tag}`, { restartFirst: true });
  });

  test('a message sent while a chat loads shows in it once, and the chat list’s unread badge counts another', async ({
    newMember,
    isPhone,
    tag,
  }) => {
    test.skip(isPhone, 'the wide-screen inbox beside the conversation');
    const ann = await newMember('Ann Gapchat');
    const bob = await newMember('Bob Gapchat');
    const cy = await newMember('Cy Gapchat');
    const a = ann.page;
    const withBob = await startChat(ann, bob);
    const withCy = await startChat(cy, ann);
    await send(ann, withBob, `Hi Bob ${tag}`);
    const gate = await holdSocket(a);
    await a.goto(siteUrl('ou', `/messages/${withBob}`));
    const conversation = a.getByRole('region', { name: 'Messages with Bob G.' });
    await expect(conversation.getByText(`Hi Bob ${tag}`)).toBeVisible({ timeout: 30_000 });
    const fromBob = conversation.getByText(`Is the lamp still there? ${tag}`);
    const inbox = a.getByRole('list', { name: 'Conversations' });
    const cyRow = inbox.getByRole('link', { name: /Cy G\./ });
    const anyBadge = a.getByRole('link', { name: /^Messages, \d+ unread$/ });
    const badge = a.getByRole('link', { name: 'Messages, 1 unread' }).first();
    await inTheWindow(
      gate,
      async () => {
        await send(bob, withBob, `Is the lamp still there? ${tag}`);
        await send(cy, withCy, `Hello from Cy ${tag}`);
      },
      async () => {
        await expect(fromBob).toHaveCount(0);
        await expect(inbox.getByText(`Hello from Cy ${tag}`)).toHaveCount(0);
        await expect(anyBadge).toHaveCount(0);
      },
    );
    await expect(fromBob).toHaveCount(1, { timeout: 30_000 });
    await expect(cyRow).toContainText(`Hello from Cy ${tag}`);
    await expect(cyRow).toContainText('Unread');
    // The open chat was read when its message arrived: only Cy's chat counts.
    await expect(badge).toBeVisible();
    await stillOnce(async () => {
      await expect(fromBob).toHaveCount(1);
      await expect(inbox.getByRole('listitem')).toHaveCount(2);
      await expect(badge).toBeVisible();
    });
  });

  test('a notification made while a page loads shows in the bell’s count, and the post’s count follows', async ({
    newMember,
    isPhone,
    tag,
  }) => {
    test.skip(isPhone, 'the socket’s timing is not a matter of the width');
    const ann = await newMember('Ann Gapbell');
    const bob = await newMember('Bob Gapbell');
    const a = ann.page;
    const text = `Desk chair ${tag}`;
    const postId = await post(ann, text);
    const gate = await holdSocket(a);
    await a.goto(siteUrl('ou', '/home'));
    const bell = a.getByRole('link', { name: 'Notifications, 1 unread' }).first();
    const card = a.getByRole('article').filter({ hasText: text });
    await expect(card.getByRole('button', { name: 'Save (0)' })).toBeVisible({ timeout: 30_000 });
    await inTheWindow(
      gate,
      async () => {
        expect((await apiInPage(bob.page, 'POST', `/api/posts/${postId}/like`)).status).toBe(200);
      },
      () => expect(bell).toHaveCount(0),
    );
    await expect(bell).toBeVisible({ timeout: 30_000 });
    await expect(card.getByRole('button', { name: 'Save (1)' })).toBeVisible();
    await stillOnce(() => expect(bell).toBeVisible());
    await bell.click();
    await expect(a).toHaveURL(/\/notifications$/);
    await expect(a.getByRole('main').getByText(/Bob G/).first()).toBeVisible();
  });

  test('a reaction and Seen made while a chat loads show once the socket is ready', async ({
    newMember,
    isPhone,
    tag,
  }) => {
    test.skip(isPhone, 'the wide-screen inbox beside the conversation');
    const ann = await newMember('Ann Gaplike');
    const bob = await newMember('Bob Gaplike');
    const a = ann.page;
    const chatId = await startChat(ann, bob);
    const messageId = await send(ann, chatId, `Still selling the bike ${tag}`);
    const gate = await holdSocket(a);
    await a.goto(siteUrl('ou', `/messages/${chatId}`));
    const conversation = a.getByRole('region', { name: 'Messages with Bob G.' });
    const mine = conversation.getByRole('listitem').filter({ hasText: `Still selling the bike ${tag}` });
    await expect(mine.getByRole('button', { name: /^Like\s?0$/ })).toBeVisible({ timeout: 30_000 });
    await expect(conversation.getByText('Delivered')).toBeVisible();
    await inTheWindow(
      gate,
      async () => {
        expect((await apiInPage(bob.page, 'POST', `/api/chats/${chatId}/read`)).status).toBe(204);
        expect((await apiInPage(bob.page, 'POST', `/api/messages/${messageId}/react`)).status).toBe(200);
      },
      () => expect(mine.getByRole('button', { name: /^Like\s?1$/ })).toHaveCount(0),
    );
    await expect(mine.getByRole('button', { name: /^Like\s?1$/ })).toBeVisible({ timeout: 30_000 });
    await expect(conversation.getByText('Seen')).toBeVisible();
    await stillOnce(async () => {
      await expect(mine.getByRole('button', { name: /^Like\s?1$/ })).toBeVisible();
      await expect(conversation.getByText(`Still selling the bike ${tag}`)).toHaveCount(1);
    });
  });
});
