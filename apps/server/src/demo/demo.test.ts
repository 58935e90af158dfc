import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoProcessorFromConfig } from '../platform/media/video';
import { createLocalPayments } from '../platform/payments/local-provider';
import { createLocalStorage } from '../platform/storage/storage';
import { post } from '../test/accounts-helpers';
import { CookieJar } from '../test/cookies';
import { createTestContext, type TestContext } from '../test/test-app';
import { DEMO_PASSWORD } from './demo-content';
import {
  assertNotProduction,
  DEMO_SIZES,
  type DemoCampusResult,
  type DemoDeps,
  populateDemo,
} from './populate';

let t: TestContext;
let deps: DemoDeps;
let first: DemoCampusResult[];
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-demo-files-'));

const countRows = async (table: string) =>
  Number((await t.pool.query(`select count(*)::int as n from ${table}`)).rows[0].n);

beforeAll(async () => {
  t = await createTestContext();
  deps = {
    db: t.db,
    storage: createLocalStorage(files),
    videos: await videoProcessorFromConfig(t.config),
    bus: t.bus,
    config: t.config,
    activity: {
      publicUrl: t.config.PUBLIC_URL,
      campuses: t.app.campuses,
      secret: 'demo-test-secret',
      nudgeMail: () => {},
    },
    campuses: t.app.campuses,
    payments: createLocalPayments(t.db, 'demo-test-secret'),
    publicUrl: t.config.PUBLIC_URL,
  };
  first = await populateDemo(deps, DEMO_SIZES.small);
  // Drawing the small demo's photos takes most of a minute on a busy two-core machine.
}, 180_000);
afterAll(() => fs.rmSync(files, { recursive: true, force: true }));

async function signIn(email: string, site = 'ou') {
  const jar = new CookieJar();
  const res = await post(t, site, '/api/accounts/login', { email, password: DEMO_PASSWORD }, jar);
  expect(res.statusCode, res.body).toBe(200);
  return jar;
}

const get = (jar: CookieJar, url: string, site = 'ou') =>
  t.request(site, { method: 'GET', url, headers: { cookie: jar.header } });

describe('npm run demo', () => {
  it("leaves the members' rate limits as it found them: a member's first post is not refused for the demo's", async () => {
    const member = first[0]!.members[1]!;
    const { rows } = await t.pool.query('select id from users where email = $1', [member.email]);
    const counted = await t.pool.query(`select key, count from rate_limits where key like '%:user:' || $1`, [
      rows[0].id,
    ]);
    expect(counted.rows).toEqual([]);
  });

  it('creates members on OU and UT who sign in with the listed password and see demo content', async () => {
    expect(first.map((c) => [c.campusId, c.created])).toEqual([
      ['ou', true],
      ['ut', true],
    ]);
    const jar = await signIn(first[0]!.members[0]!.email);
    const feed = (await get(jar, '/api/feed')).json();
    expect(feed.posts.length).toBeGreaterThan(10);
    expect(feed.posts.some((p: { media: unknown[] }) => p.media.length > 0)).toBe(true);
    expect((await get(jar, '/api/media')).json().posts.length).toBeGreaterThan(0);
    expect((await get(jar, '/api/chats')).json().chats.length).toBeGreaterThan(0);
    const ads = (await get(jar, '/api/ads')).json().ads as { status: string }[];
    expect(ads.map((a) => a.status).sort()).toEqual(['active', 'paused']);
    const ut = await signIn(first[1]!.members[0]!.email, 'ut');
    expect((await get(ut, '/api/feed', 'ut')).json().posts.length).toBeGreaterThan(3);
  });

  it('writes what the composer writes: root > paragraph > text, with comments, replies, saves and notifications', async () => {
    const { rows } = await t.pool.query(
      `select text from posts where root_post_id is null and type = 'post' limit 1`,
    );
    expect(rows[0].text.root.children[0]).toMatchObject({
      type: 'paragraph',
      children: [{ type: 'text' }],
    });
    expect(await countRows('posts where depth = 2')).toBeGreaterThan(0);
    expect(await countRows('post_likes')).toBeGreaterThan(0);
    expect(await countRows('notifications')).toBeGreaterThan(0);
    expect(await countRows('message_likes')).toBeGreaterThan(0);
  });

  it('adds nothing on a second run', async () => {
    const before = await Promise.all(['users', 'posts', 'messages', 'ads'].map(countRows));
    const again = await populateDemo(deps, DEMO_SIZES.small);
    expect(again.map((c) => c.created)).toEqual([false, false]);
    expect(again.map((c) => c.members)).toEqual(first.map((c) => c.members));
    expect(await Promise.all(['users', 'posts', 'messages', 'ads'].map(countRows))).toEqual(before);
  });

  it('refuses NODE_ENV=production', () => {
    expect(() => assertNotProduction({ NODE_ENV: 'production' })).toThrow(
      'The demo never runs in production (NODE_ENV=production).',
    );
    expect(() => assertNotProduction({ NODE_ENV: 'development' })).not.toThrow();
  });
});
