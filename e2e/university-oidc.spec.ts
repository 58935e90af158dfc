// A campus's university sign-in over OpenID Connect, end to end: a real provider (oidc-provider)
// started by the journey, configured from the Campuses tab, and a student who signs in with the
// university button and lands on the campus as a member, with no school e-mail code.
import net from 'node:net';
import Provider from 'oidc-provider';
import { CAMPUS_OIDC_LABELS as O } from '../packages/domain/src/accounts/university-oidc-messages';
import {
  CAMPUS_SSO_LABELS as L,
  UNIVERSITY_SIGN_IN_MESSAGES as U,
} from '../packages/domain/src/accounts/university-sign-in-messages';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { uniqueEmail } from './mail';

const CLIENT = { id: 'campus-ut', secret: 'ut-e2e-client-secret' };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The university's provider: it knows one student, who signs in as `sub` with any password. */
async function startProvider(sub: string, email: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const student = {
    sub,
    email,
    email_verified: true,
    name: 'Olive Oidc',
    eduperson_affiliation: ['student'],
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [siteUrl('ut', '/api/sso/oidc/callback')],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx, id) =>
      id === sub ? { accountId: sub, claims: async () => ({ ...student }) } : undefined,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      eduperson: ['eduperson_affiliation'],
    },
    scopes: ['openid', 'email', 'profile', 'eduperson'],
    features: { devInteractions: { enabled: true } },
  });
  const server = provider.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('an administrator sets OpenID Connect for a campus, and a student signs in with the university button and lands on its feed as a member', async ({
  newMember,
  browser,
}, info) => {
  const email = uniqueEmail('olive', info.project.name);
  const sub = `student-${info.project.name}-${Date.now()}`;
  const idp = await startProvider(sub, email);
  const admin = await newMember('Ada Admin');
  expect(grantAdmin(await emailOf(admin.page))).toContain('is now an administrator');
  const a = admin.page;
  try {
    // The Campuses tab: UT's university sign-in, its OpenID Connect fields.
    await a.goto(siteUrl('ou', '/moderation/campuses'));
    await a.getByLabel(L.sectionFor('University of Texas'), { exact: true }).click();
    const form = a.getByRole('form', { name: O.sectionFor('University of Texas') });
    await form.getByLabel(O.issuer).fill(idp.issuer);
    await form.getByLabel(O.clientId).fill(CLIENT.id);
    await form.getByLabel(O.clientSecret).fill(CLIENT.secret);
    await expect(form.getByLabel(O.affiliationClaim)).toHaveValue('eduperson_affiliation');
    await form.getByRole('button', { name: O.save }).click();
    await expect(a.getByText(L.saved)).toBeVisible();
    // The secret is never shown back: only that one is saved. The IdP's administrator gets our callback.
    await expect(form.getByText(O.secretKept)).toBeVisible();
    await expect(form.getByLabel(O.clientSecret)).toHaveValue('');
    await expect(form.getByText(siteUrl('ut', '/api/sso/oidc/callback'))).toBeVisible();
    expect(await a.content()).not.toContain(CLIENT.secret);

    // A student of UT, signed in nowhere, takes the university button on the sign-in page.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl('ut', '/login'));
    await page.getByRole('link', { name: U.button('UT') }).click();
    // The university's own pages (oidc-provider's development login and consent).
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill(sub);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: /sign-in/i }).click();
    await page.getByRole('button', { name: /continue/i }).click();

    // Back on UT's site, signed in as a member of the campus, with no school e-mail code.
    await page.waitForURL((url) => url.origin === new URL(siteUrl('ut')).origin);
    const session = await apiInPage<{ user: { email: string; campusId: string; schoolVerified: boolean } }>(
      page,
      'GET',
      '/api/session',
    );
    expect(session.json.user).toMatchObject({ email, campusId: 'ut', schoolVerified: true });
    await page.goto(siteUrl('ut', '/home'));
    await expect(page.getByRole('heading', { name: 'University of Texas', level: 1 })).toBeVisible();
    await context.close();
  } finally {
    // UT's other journeys sign in with the school e-mail code, as before.
    await apiInPage(a, 'DELETE', '/api/admin/campuses/ut/sso');
    await idp.close();
  }
});
