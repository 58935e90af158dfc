// A campus (OU) whose university sign-in is the test's OpenID provider, set through the admin API
// before a file's tests, and the walks a test takes through it.
import { afterAll, beforeAll, expect } from 'vitest';
import { send } from './ads-helpers';
import type { CookieJar } from './cookies';
import { Browser } from './google-idp';
import { administrator } from './moderation-helpers';
import {
  type AuthorizeChange,
  type OidcPerson,
  startTestOidcIdp,
  type TestOidcIdp,
  UNIVERSITY_CLIENT,
  walkToCallback,
} from './oidc-idp';
import { createTestContext, type TestContext } from './test-app';

export const OU = 'http://ou.localhost:3000';

export interface OidcCampus {
  readonly t: TestContext;
  readonly idp: TestOidcIdp;
  /** A site administrator's cookies. */
  readonly admin: CookieJar;
  /** Someone new the provider knows (a current student unless said otherwise). */
  person(affiliation?: string[], extra?: Partial<OidcPerson>): OidcPerson;
  /** The whole sign-in in one browser: start, the provider's login, our callback. */
  signIn(
    who: OidcPerson,
    opts?: { returnTo?: string; authorize?: AuthorizeChange; site?: string },
  ): Promise<{ browser: Browser; callback: URL; res: Awaited<ReturnType<Browser['open']>> }>;
  /** Who the browser is signed in as on `site`, or null. */
  session(browser: Browser, site?: string): Promise<null | Record<string, unknown>>;
  /** The answer sent the browser back to the sign-in page with `code`, and signed nobody in. */
  refused(
    got: { res: { status: number; location?: string }; browser: Browser },
    code?: string,
  ): Promise<void>;
}

export function useOidcCampus(): OidcCampus {
  let t: TestContext;
  let idp: TestOidcIdp;
  let admin: CookieJar;
  beforeAll(async () => {
    t = await createTestContext();
    idp = await startTestOidcIdp();
    admin = (await administrator(t)).jar;
    const saved = await send(t, 'PUT', '/api/admin/campuses/ou/sso', admin, {
      protocol: 'oidc',
      issuer: idp.issuer,
      clientId: UNIVERSITY_CLIENT.clientId,
      clientSecret: UNIVERSITY_CLIENT.clientSecret,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(UNIVERSITY_CLIENT.clientSecret);
  });
  afterAll(async () => {
    await idp?.close();
  });
  let n = 0;
  const session: OidcCampus['session'] = async (browser, site = 'ou') => {
    const res = await t.request(site, {
      method: 'GET',
      url: '/api/session',
      headers: { cookie: browser.cookieFor(`${site}.localhost:3000`) },
    });
    return res.json().user;
  };
  return {
    get t() {
      return t;
    },
    get idp() {
      return idp;
    },
    get admin() {
      return admin;
    },
    person: (affiliation = ['student', 'member'], extra = {}) => {
      n += 1;
      return idp.add({
        sub: `oidc-${n}`,
        email: `oidc.sooner${n}@ou.edu`,
        email_verified: true,
        name: `Oidc Sooner${n}`,
        eduperson_affiliation: affiliation,
        ...extra,
      });
    },
    signIn: async (who, opts = {}) => {
      const browser = new Browser(t.app, idp.issuer);
      const query = opts.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(opts.returnTo)}`;
      const start = `${opts.site ?? OU}/api/sso/oidc/login${query}`;
      const { callback } = await walkToCallback(browser, idp.issuer, start, who.sub, opts.authorize);
      return { browser, callback, res: await browser.open(callback.href) };
    },
    session,
    refused: async (got, code = 'sso_failed') => {
      expect(got.res.status).toBe(303);
      expect(got.res.location).toBe(`/login?sso_error=${code}`);
      expect(await session(got.browser)).toBeNull();
    },
  };
}
