// The read-after memory (read-routing.ts) keeps a session's last write only for a signed-in writer,
// under a short hash of its signed session token: forged cookies, however big or many, add nothing.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { createTestContext } from '../../test/test-app';

// A replica nobody answers at: routing is on (writes are remembered), reads fall back to the primary.
const t = await createTestContext({ DATABASE_READ_URL: 'postgres://campus@127.0.0.1:1/campus' });
const remembered = () => t.app.readRouting.rememberedSessions();
const asCookie = (header: string) => ({ header }) as CookieJar;
const countSearch = (jar: CookieJar) => send(t, 'POST', '/api/search/terms', jar, { q: 'desk' });

describe('the read-after memory', () => {
  it('adds no entry for guest writes with forged session cookies, big or signed-looking', async () => {
    const before = remembered();
    for (let i = 0; i < 200; i++) {
      const forged = crypto.randomBytes(10_500).toString('base64url');
      const res = await countSearch(asCookie(`campus.session_token=${forged}`));
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    const signedLooking = `${crypto.randomBytes(24).toString('base64url')}.${'A'.repeat(43)}=`;
    await countSearch(asCookie(`campus.session_token=${encodeURIComponent(signedLooking)}`));
    await countSearch(asCookie(`__Secure-campus.session_token=${crypto.randomBytes(9000).toString('hex')}`));
    expect(remembered()).toBe(before);
  });

  it('remembers a signed-in writer once, however many writes', async () => {
    const start = remembered();
    const member = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Wren Writer' });
    const joined = remembered();
    expect(joined).toBeGreaterThan(start);
    for (let i = 0; i < 3; i++) expect((await countSearch(member.jar)).statusCode).toBeLessThan(300);
    expect(remembered()).toBe(joined);
  });
});
