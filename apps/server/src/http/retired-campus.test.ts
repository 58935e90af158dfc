/**
 * A retired campus takes no writes: every mutating route of the OpenAPI route table, sent on the
 * retired campus's site by a verified member of it, is refused with the campus's sentence, except
 * the short allowlist (sign-in, the member's own account, reading state, safety, payments made).
 * A boost paid after the retirement does not go live and is refunded.
 */
import { CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { payLocal, send as sendAs, startBoost } from '../test/ads-helpers';
import { hostileSite } from '../test/hostile-routes';
import { administrator } from '../test/moderation-helpers';
import { createTestContext } from '../test/test-app';
import { RETIRED_CAMPUS_ALLOWED } from './retired-campus';

const t = await createTestContext();
const { routes, ids, setUp, send, urlOf, posterJar } = hostileSite(t);
let boost: Awaited<ReturnType<typeof startBoost>>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const refusal = { code: 'campus_retired', message: M.retiredRefusal('OU') };
/** '/api/posts/{id}' as Fastify writes it: '/api/posts/:id'. */
const templateOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const keyOf = (route: { method: string; path: string }) => `${route.method} ${templateOf(route.path)}`;

beforeAll(async () => {
  await setUp();
  // The poster's checkout opens while the campus is open; it is paid after the retirement.
  boost = await startBoost(t, posterJar(), ids.post!);
  const admin = await administrator(t);
  const retired = await sendAs(t, 'POST', '/api/admin/campuses/ou/retire', admin.jar, {});
  expect(retired.statusCode, retired.body).toBe(200);
});

const walk = (route: (typeof routes)[number]) =>
  send({
    method: route.method as InjectOptions['method'],
    url: urlOf(route),
    ...(route.body ? { payload: {} } : {}),
  });

describe('a retired campus', () => {
  it('names only routes that exist in its allowlist', async () => {
    for (const key of RETIRED_CAMPUS_ALLOWED) {
      const [method, url] = key.split(' ') as [InjectOptions['method'], string];
      expect(t.app.hasRoute({ method: method!, url }), key).toBe(true);
    }
  });

  it('keeps reads and the hub working', async () => {
    const post = await send({ method: 'GET', url: `/api/posts/${ids.post}` });
    expect(post.statusCode, post.body).toBe(200);
    const hub = await t.request('localhost', { method: 'GET', url: '/api/campus' });
    expect(hub.statusCode).toBe(200);
  });

  it('does not run a boost paid after the retirement: the ad is withdrawn and the payment refunded', async () => {
    const paid = await payLocal(t, posterJar(), boost.sessionId);
    expect(paid.statusCode, paid.body).toBe(303);
    const { rows } = await t.pool.query(
      `select a.status, c.payment_status, c.refund_id, p.ad_id
         from ads a join checkout_sessions c on c.ad_id = a.id join posts p on p.id = a.post_id
        where a.id = $1`,
      [boost.adId],
    );
    expect(rows[0]).toMatchObject({ status: 'rejected', payment_status: 'paid', ad_id: null });
    expect(rows[0].refund_id).toEqual(expect.any(String));
    // The success page tells the same: nothing runs.
    const page = await send({ method: 'GET', url: `/api/boost/sessions/${boost.sessionId}` });
    expect(page.json()).toMatchObject({ adId: boost.adId, adStatus: 'rejected', paid: true });
  });

  it('refuses every mutating route of the route table outside the allowlist, as a member of it', async () => {
    const mutating = routes.filter((r) => MUTATING.has(r.method) && !r.path.startsWith('/api/dev/'));
    const refused = mutating.filter((r) => !RETIRED_CAMPUS_ALLOWED.has(keyOf(r)));
    const open: string[] = [];
    for (const route of refused) {
      const res = await walk(route);
      const error = res.statusCode === 403 ? res.json().error : null;
      if (error?.code !== refusal.code || error.message !== refusal.message)
        open.push(`${keyOf(route)} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
    // What the red team found open is in the walk: ratings, Edit, status, reactions, saves, boost, sale.
    const walked = new Set(refused.map(keyOf));
    for (const key of [
      'POST /api/posts/:id/ratings',
      'PATCH /api/posts/:id',
      'POST /api/posts/:id/status',
      'POST /api/messages/:id/react',
      'POST /api/posts/:id/like',
      'POST /api/posts/:id/boost',
      'POST /api/meetups/:id/outcome',
      'POST /api/posts',
      'POST /api/uploads',
    ])
      expect(walked, key).toContain(key);
    expect(refused.length).toBeGreaterThan(30);

    // The allowlist still answers as before (a refusal of its own, never the campus's); signing
    // out last, as it ends the member's session (this test runs last).
    const allowed = mutating
      .filter((r) => RETIRED_CAMPUS_ALLOWED.has(keyOf(r)))
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    expect(allowed.length).toBeGreaterThan(10);
    for (const route of allowed) {
      const res = await walk(route);
      expect(res.statusCode, `${keyOf(route)} → ${res.body}`).toBeLessThan(500);
      expect(res.body, keyOf(route)).not.toContain('campus_retired');
    }
  });
});
