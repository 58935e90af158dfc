import { ADS_EXTRA_MESSAGES, ADS_MESSAGES, userTopic } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { boostAndPay, payLocal, send, startBoost } from '../../test/ads-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('boost through the local checkout', () => {
  it('creates an unpaid ad, pays on the hosted page, activates it once and lists the charge (not as funds)', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Road bike, barely used') });

    const page = await send(t, 'GET', `/api/posts/${item.id}/boost`, owner.jar);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().post).toMatchObject({ id: item.id, ad: null, isSponsored: false });

    const bad = await post(
      t,
      'ou',
      `/api/posts/${item.id}/boost`,
      { goal: 'website', url: 'shop', days: 3 },
      owner.jar,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe(ADS_MESSAGES.websiteInvalid);

    const body = { goal: 'website', url: 'https://www.bikes.com', label: 'Shop Now', days: 3 };
    const { adId, checkoutUrl, sessionId } = await startBoost(t, owner.jar, item.id, body);
    expect(checkoutUrl).toBe(`http://${hostOf('ou', t.config)}/pay/local/${sessionId}`);
    const unpaid = (await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json();
    expect(unpaid).toMatchObject({
      status: 'checkout',
      amountBudgetedCents: 1500,
      durationMinutes: 4320,
      startTime: null,
    });
    expect(unpaid.cta).toEqual({ type: 'website', url: 'https://www.bikes.com', label: 'Shop Now' });

    const form = await t.request('ou', {
      method: 'GET',
      url: `/pay/local/${sessionId}`,
      headers: { cookie: owner.jar.header },
    });
    expect(form.statusCode).toBe(200);
    for (const text of ['Card number', 'Expiry (MM/YY)', 'CVC', 'Name on card', 'Pay $15.00', '>Cancel</a>'])
      expect(form.body).toContain(text);
    expect(form.body).toContain(`/post/${item.id}/boost/cancel?session_id=${sessionId}`);
    // Under the app's no-referrer policy Chromium would post the form with `Origin: null`.
    expect(form.headers['referrer-policy']).toBe('same-origin');
    const opaque = await t.request('ou', {
      method: 'POST',
      url: `/pay/local/${sessionId}`,
      payload: 'cardNumber=4242424242424242',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        cookie: owner.jar.header,
      },
    });
    expect(opaque.statusCode).toBe(403);

    const declined = await payLocal(t, owner.jar, sessionId, { cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(ADS_EXTRA_MESSAGES.cardDeclined);
    expect((await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json().status).toBe('checkout');

    const paid = await payLocal(t, owner.jar, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://${hostOf('ou', t.config)}/post/${item.id}/boost/success?session_id=${sessionId}`,
    );
    const polled = await send(t, 'GET', `/api/boost/sessions/${sessionId}`, owner.jar);
    expect(polled.json()).toEqual({ postId: item.id, adId, adStatus: 'active', paid: true });
    // Paying again or polling again changes nothing.
    expect((await payLocal(t, owner.jar, sessionId)).statusCode).toBe(409);
    await send(t, 'GET', `/api/boost/sessions/${sessionId}`, owner.jar);

    const ad = (await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json();
    expect(ad.status).toBe('active');
    expect(Date.parse(ad.endTimeAdjusted) - Date.parse(ad.startTime)).toBe(3 * 86_400_000);
    const detail = (await send(t, 'GET', `/api/posts/${item.id}`, owner.jar)).json().post;
    expect(detail).toMatchObject({
      adId,
      ad: { id: adId, status: 'active' },
      cta: { type: 'website', label: 'Shop Now' },
    });

    const payments = (await send(t, 'GET', '/api/me/payments', owner.jar)).json();
    // The $15 was spent: it is a charge in the activity, not available funds.
    expect(payments.availableFunds).toBe(0);
    expect(payments.transactions).toEqual([
      expect.objectContaining({ id: adId, amountCents: 1500, status: 'active', postId: item.id }),
    ]);

    const again = await post(t, 'ou', `/api/posts/${item.id}/boost`, { goal: 'message' }, owner.jar);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'already_boosted', message: ADS_MESSAGES.alreadyBoosted });
    expect(errorOf(await send(t, 'GET', `/api/posts/${item.id}/boost`, owner.jar)).code).toBe(
      'already_boosted',
    );
  });

  it('cancel deletes the unpaid ad; the page of a finished checkout goes to the success URL', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Desk') });
    const { adId, sessionId } = await startBoost(t, owner.jar, item.id);
    const cancelled = await send(t, 'POST', `/api/boost/sessions/${sessionId}/cancel`, owner.jar);
    expect(cancelled.json()).toEqual({ postId: item.id, deleted: true });
    // The checkout is closed: it can no longer be paid once the ad is gone.
    const closed = await t.request('ou', {
      method: 'GET',
      url: `/pay/local/${sessionId}`,
      headers: { cookie: owner.jar.header },
    });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain(ADS_EXTRA_MESSAGES.checkoutClosed);
    expect((await payLocal(t, owner.jar, sessionId)).statusCode).toBe(409);
    expect(errorOf(await send(t, 'GET', `/api/ads/${adId}`, owner.jar))).toEqual({
      code: 'ad_not_found',
      message: ADS_MESSAGES.notFound,
    });
    expect((await send(t, 'GET', `/api/boost/sessions/${sessionId}`, owner.jar)).json()).toMatchObject({
      adId: null,
      adStatus: null,
      paid: false,
    });

    const paidOne = await boostAndPay(t, owner.jar, item.id);
    const late = await send(t, 'POST', `/api/boost/sessions/${paidOne.sessionId}/cancel`, owner.jar);
    expect(late.json()).toEqual({ postId: item.id, deleted: false });
    expect((await send(t, 'GET', `/api/ads/${paidOne.adId}`, owner.jar)).json().status).toBe('active');
    const page = await t.request('ou', {
      method: 'GET',
      url: `/pay/local/${paidOne.sessionId}`,
      headers: { cookie: owner.jar.header },
    });
    expect(page.statusCode).toBe(303);
  });
});

describe('ad lifecycle', () => {
  it('pauses, resumes (the end moves by the paused time), stops, renames, lists and deletes', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Lamp') });
    const seen: { type: string; payload: unknown }[] = [];
    const stopListening = t.bus.subscribe(userTopic(owner.user.id), (e) => seen.push(e));
    const { adId } = await boostAndPay(t, owner.jar, item.id, { days: 2 });
    const act = (name: string) => send(t, 'POST', `/api/ads/${adId}/${name}`, owner.jar);

    expect(errorOf(await act('resume'))).toEqual({
      code: 'not_paused',
      message: ADS_MESSAGES.onlyPausedCanResume,
    });
    const paused = await act('pause');
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect(errorOf(await act('pause'))).toEqual({
      code: 'not_active',
      message: ADS_MESSAGES.onlyActiveCanPause,
    });

    // An hour of pause: moved back in the database so the test need not wait.
    await t.pool.query(`update ads set paused_at = paused_at - interval '1 hour' where id = $1`, [adId]);
    const before = Date.parse(paused.json().endTimeAdjusted);
    const resumed = (await act('resume')).json();
    expect(resumed.status).toBe('active');
    expect(resumed.pausedAt).toBeNull();
    expect(resumed.timePausedMs).toBeGreaterThanOrEqual(3_600_000);
    expect(Date.parse(resumed.endTimeAdjusted) - before).toBe(resumed.timePausedMs);

    const renamed = await send(t, 'PATCH', `/api/ads/${adId}`, owner.jar, { title: '  Lamp deal  ' });
    expect(renamed.json().title).toBe('Lamp deal');
    expect(
      (await send(t, 'PATCH', `/api/ads/${adId}`, owner.jar, { title: 'x'.repeat(51) })).statusCode,
    ).toBe(400);
    expect((await send(t, 'PATCH', `/api/ads/${adId}`, owner.jar, { title: '   ' })).statusCode).toBe(400);

    await act('pause');
    const stopped = await act('stop');
    expect(stopped.json()).toMatchObject({ status: 'stopped', pausedAt: null });
    expect(errorOf(await act('stop'))).toEqual({
      code: 'already_stopped',
      message: ADS_MESSAGES.alreadyStopped,
    });
    expect(errorOf(await act('resume')).message).toBe(ADS_MESSAGES.onlyPausedCanResume);

    // A stopped ad no longer blocks a new boost; the post shows the newest paid ad.
    const second = await boostAndPay(t, owner.jar, item.id);
    const list = (await send(t, 'GET', '/api/ads', owner.jar)).json();
    expect(list.ads.map((a: { id: string }) => a.id)).toEqual([second.adId, adId]);
    expect((await send(t, 'GET', `/api/posts/${item.id}`, owner.jar)).json().post.ad).toEqual({
      id: second.adId,
      status: 'active',
    });
    expect((await send(t, 'DELETE', `/api/ads/${second.adId}`, owner.jar)).statusCode).toBe(204);
    expect((await send(t, 'GET', `/api/posts/${item.id}`, owner.jar)).json().post.ad).toEqual({
      id: adId,
      status: 'stopped',
    });
    stopListening();
    // Every change reached the owner's live pages: pause, resume, rename, pause, stop at least.
    expect(seen.filter((e) => e.type === 'ad.updated').length).toBeGreaterThanOrEqual(5);
  });

  it('the expiry job completes ads past their end, and only those, daily ones after their paid day', async () => {
    const owner = await poster(t);
    const a = await createPost(t, owner.jar, { text: doc('A') });
    const b = await createPost(t, owner.jar, { text: doc('B') });
    const ending = await boostAndPay(t, owner.jar, a.id);
    const endless = await boostAndPay(t, owner.jar, b.id, { runUntilPause: true });
    await t.pool.query(`update ads set end_time_adjusted = now() - interval '1 minute' where id = $1`, [
      ending.adId,
    ]);
    expect(await t.app.adExpiry.runOnce()).toBe(1);
    const done = (await send(t, 'GET', `/api/ads/${ending.adId}`, owner.jar)).json();
    expect(done).toMatchObject({ status: 'completed', totalSpentCents: 500 });
    // 'Daily until paused' runs for the day paid for (no recurring charges), then completes too.
    const open = (await send(t, 'GET', `/api/ads/${endless.adId}`, owner.jar)).json();
    expect(open).toMatchObject({ status: 'active', runUntilPause: true });
    expect(Date.parse(open.endTimeAdjusted) - Date.parse(open.startTime)).toBe(24 * 3_600_000);
    expect(await t.app.adExpiry.runOnce()).toBe(0);
    await t.pool.query(`update ads set end_time_adjusted = now() - interval '1 minute' where id = $1`, [
      endless.adId,
    ]);
    expect(await t.app.adExpiry.runOnce()).toBe(1);
  });
});

describe('who may act on an ad', () => {
  it('refuses a guest, an unverified account and a stranger everywhere', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Chair') });
    const { adId, sessionId } = await boostAndPay(t, owner.jar, item.id);
    const stranger = await memberOf(t);
    const unverified = await registerUser(t);

    const boost = { goal: 'message', days: 1 };
    expect((await post(t, 'ou', `/api/posts/${item.id}/boost`, boost)).statusCode).toBe(401);
    expect(errorOf(await post(t, 'ou', `/api/posts/${item.id}/boost`, boost, unverified.jar)).code).toBe(
      'not_verified',
    );
    const strangerBoost = await post(t, 'ou', `/api/posts/${item.id}/boost`, boost, stranger.jar);
    expect(strangerBoost.statusCode).toBe(403);
    expect(errorOf(strangerBoost).message).toBe(ADS_MESSAGES.boostFailed);
    expect((await send(t, 'GET', `/api/posts/${item.id}/boost`, stranger.jar)).statusCode).toBe(403);

    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', `/api/ads/${adId}`],
      ['PATCH', `/api/ads/${adId}`, { title: 'Mine now' }],
      ['POST', `/api/ads/${adId}/pause`],
      ['POST', `/api/ads/${adId}/resume`],
      ['POST', `/api/ads/${adId}/stop`],
      ['DELETE', `/api/ads/${adId}`],
      ['GET', `/api/boost/sessions/${sessionId}`],
      ['POST', `/api/boost/sessions/${sessionId}/cancel`],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(t, method, url, undefined, body)).statusCode, `${method} ${url} as a guest`).toBe(
        401,
      );
      const res = await send(t, method, url, stranger.jar, body);
      expect(res.statusCode, `${method} ${url} as a stranger`).toBe(404);
      expect(errorOf(res)).toEqual({ code: 'ad_not_found', message: ADS_MESSAGES.notFound });
    }
    for (const [method, url, body] of calls.slice(1, 6)) {
      expect(
        (await send(t, method, url, unverified.jar, body)).statusCode,
        `${method} ${url} unverified`,
      ).toBe(403);
    }
    expect((await send(t, 'GET', '/api/ads', stranger.jar)).json().ads).toEqual([]);
    const page = await t.request('ou', {
      method: 'GET',
      url: `/pay/local/${sessionId}`,
      headers: { cookie: stranger.jar.header },
    });
    expect(page.statusCode).toBe(404);
    expect((await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json()).toMatchObject({
      status: 'active',
      title: 'Chair',
    });
  });
});
