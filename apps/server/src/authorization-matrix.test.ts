// The authorization matrix: every route of the app × every kind of visitor, with
// the outcome each must get. Routes come from the app itself (printRoutes), so a new route without a
// row in test/authorization-rows.ts fails the suite until someone decides who may call it.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser, verifiedUser } from './test/accounts-helpers';
import { send, startBoost } from './test/ads-helpers';
import { ACTORS, type Actor, type Fixtures, type Outcome, rows } from './test/authorization-rows';
import { CookieJar } from './test/cookies';
import { sellTo } from './test/marketplace-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from './test/posts-helpers';
import { createTestContext, type TestContext } from './test/test-app';

/** Every "METHOD URL" of the app, read from its route tree (HEAD is Fastify's automatic twin of GET). */
function routesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = line.match(/^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const url = stack.join('');
    for (const method of (m[3] ?? '').split(', ').filter((x) => x && x !== 'HEAD')) {
      found.push(`${method} ${url}`);
    }
  }
  return found;
}

function check(outcome: Outcome, status: number): boolean {
  if (status >= 500) return false;
  if (outcome === 'public') return true;
  if (outcome === 'ok') return ![401, 403, 404].includes(status);
  return status === outcome;
}

let t: TestContext;
let fixtures: Fixtures;
let jpeg: Buffer;
const jars = {} as Record<Actor, CookieJar | undefined>;

beforeAll(async () => {
  t = await createTestContext();
  jpeg = await gpsJpeg(16, 16);
  const owner = await poster(t, 'Pat Owner');
  const partner = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Pam Partner' });
  const partner2 = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Paul Partner' });
  const stranger = await poster(t, 'Stan Stranger');
  const bystander = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Bella Bystander' });
  jars.guest = undefined;
  jars.unverified = (await registerUser(t)).jar;
  jars.noSchool = (await verifiedUser(t)).jar;
  jars.otherCampus = (await memberOf(t, 'ut', 'utexas.edu')).jar;
  jars.stranger = stranger.jar;
  jars.owner = owner.jar;

  const newPost = async (text: string) => (await createPost(t, owner.jar, { text: doc(text) })).id as string;
  const [postId, postToDelete, adPost2, adPost3] = [
    await newPost('Desk lamp'),
    await newPost('Old chair'),
    await newPost('Bike'),
    await newPost('Skates'),
  ];
  const chat = async (otherId: string) =>
    (await post(t, 'ou', '/api/chats', { userId: otherId }, owner.jar)).json().chat.id as string;
  const chatId = await chat(partner.user.id);
  const chatToDelete = await chat(partner2.user.id);
  const message = await post(t, 'ou', `/api/chats/${chatId}/messages`, { text: doc('Hi') }, partner.jar);
  expect(message.statusCode, message.body).toBe(201);
  const ad = await startBoost(t, owner.jar, postId);
  const toCancel = await startBoost(t, owner.jar, adPost2);
  const toDelete = await startBoost(t, owner.jar, adPost3);
  const recent = await post(t, 'ou', '/api/search/recent', { text: 'lamp' }, owner.jar);
  expect(recent.statusCode, recent.body).toBe(201);
  const soldPostId = await newPost('Sold sofa');
  await sellTo(t, owner, partner, soldPostId);
  const saved = await post(t, 'ou', '/api/me/saved-searches', { q: 'sofa' }, owner.jar);
  expect(saved.statusCode, saved.body).toBe(201);
  fixtures = {
    ownerName: owner.user.username,
    postId,
    postToDelete,
    chatId,
    chatToDelete,
    messageId: message.json().id,
    adId: ad.adId,
    adToDelete: toDelete.adId,
    sessionId: ad.sessionId,
    sessionToCancel: toCancel.sessionId,
    recentId: recent.json().search.id,
    partnerId: partner.user.id,
    bystanderId: bystander.user.id,
    soldPostId,
    savedSearchId: saved.json().search.id,
  };
});

describe('authorization matrix', () => {
  it('has a row for every route of the app, and every row is a route', () => {
    const routes = routesOf(t.app);
    expect(routes.length).toBeGreaterThan(50);
    expect(
      routes.filter((r) => !(r in rows)),
      'routes without a row in the matrix',
    ).toEqual([]);
    expect(
      Object.keys(rows).filter((r) => !routes.includes(r)),
      'rows of no route',
    ).toEqual([]);
  });

  // A row covered elsewhere still counts for the coverage check above; it is not sent here.
  it.each(Object.keys(rows).filter((key) => !rows[key]!.coveredBy))('%s', async (key) => {
    const row = rows[key]!;
    const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', string];
    const path = row.path?.(fixtures) ?? url;
    const failures: string[] = [];
    for (const actor of ACTORS) {
      const expected = typeof row.expect === 'object' ? row.expect[actor] : row.expect;
      const jar = row.anonymous ? undefined : jars[actor];
      const body = method === 'GET' || method === 'DELETE' ? undefined : (row.body?.(fixtures) ?? {});
      const res = row.upload
        ? await uploadFile(t, jar ?? new CookieJar(), jpeg)
        : await send(t, method, path, jar, body);
      if (!check(expected, res.statusCode))
        failures.push(`${actor}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures.join('\n')).toBe('');
  });
});
