import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DEMO_PASSWORD } from '../apps/server/src/demo/demo-content';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(import.meta.dirname, '..');
// The data directory e2e/start-server.mjs gives the server under test.
const dataDir = path.join(root, 'data', E2E_PORT === 3100 ? 'e2e' : `e2e-${E2E_PORT}`);

interface Comment {
  depth: number;
  text: { root: { children: { children: { text: string }[] }[] } };
}
const plain = (c: Comment) => c.text.root.children[0]!.children[0]!.text;

test('after `npm run demo`, a demo member signs in with the password and finds the feed, Photos, a comment tree, Messages and My Ads full', async ({
  page,
  isPhone,
}) => {
  test.skip(isPhone, 'the demo runs once; one width is enough');
  // The demo shares the running server's embedded database (the server holds the data directory).
  const output = execFileSync('node', ['scripts/demo.mjs', '--small'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const [, email, name] = output.match(/(demo\.\S+@example\.com)\s+(.+)/) ?? [];
  expect(email, output).toBeDefined();
  const [first, last] = name!.trim().split(' ');
  const shortName = `${first} ${last![0]}.`;
  const errors = watchConsole(page);

  await page.goto(siteUrl('ou', `/login?method=password&email=${encodeURIComponent(email!)}`));
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  // The feed: the member's own listings among the demo's.
  const feed = page.getByRole('list', { name: 'Posts' });
  await expect(feed.getByRole('article').filter({ hasText: shortName }).first()).toBeVisible();

  // Photos.
  await page.goto(siteUrl('ou', '/media'));
  const photos = page.getByRole('list', { name: 'Photos and videos' });
  await expect(photos.getByRole('link', { name: `Post by ${shortName}` }).first()).toBeVisible();

  // A post with its comment tree: a comment and the seller's reply to it.
  const mine = await apiInPage<{
    posts: { id: string; commentCount: number; user: { firstName: string } }[];
  }>(page, 'GET', '/api/feed');
  let thread: { id: string; comment: string; reply: string } | undefined;
  for (const p of mine.json.posts.filter((x) => x.user.firstName === first && x.commentCount > 0)) {
    const detail = await apiInPage<{ comments: Comment[] }>(page, 'GET', `/api/posts/${p.id}`);
    const reply = detail.json.comments.find((c) => c.depth === 2);
    const comment = detail.json.comments.find((c) => c.depth === 1);
    if (reply && comment) {
      thread = { id: p.id, comment: plain(comment), reply: plain(reply) };
      break;
    }
  }
  expect(thread, 'a demo post of the member with a comment and a reply').toBeDefined();
  await page.goto(siteUrl('ou', `/post/${thread!.id}`));
  await expect(page.getByText(thread!.comment).first()).toBeVisible();
  await expect(page.getByText(thread!.reply).first()).toBeVisible();

  // Messages: a conversation with a photo and a reaction.
  await page.goto(siteUrl('ou', '/messages'));
  const chats = await apiInPage<{ chats: { id: string }[] }>(page, 'GET', '/api/chats');
  expect(chats.json.chats.length).toBeGreaterThan(0);
  await page.goto(siteUrl('ou', `/messages/${chats.json.chats[0]!.id}`));
  const conversation = page.getByRole('region', { name: /^Messages with / });
  await expect(conversation.getByText('Sounds good, see you there.', { exact: true })).toBeVisible();

  // My Ads: one running, one paused.
  const ads = await apiInPage<{ ads: { id: string; status: string }[] }>(page, 'GET', '/api/ads');
  expect(ads.json.ads.map((a) => a.status).sort()).toEqual(['active', 'paused']);
  for (const [status, label] of [
    ['active', 'Running'],
    ['paused', 'Paused'],
  ] as const) {
    await page.goto(siteUrl('ou', `/ads/${ads.json.ads.find((a) => a.status === status)!.id}`));
    await expect(page.getByRole('definition').filter({ hasText: label })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
