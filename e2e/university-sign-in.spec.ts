// University sign-in, end to end: a site administrator points SMU at its identity provider from the
// Campuses tab (the IdP's metadata URL), a student signs in with "Sign in with SMU" at that IdP (a
// small HTTP server of this journey, samlify's IdP role with its own keys), which posts back to our
// ACS; the student lands on the campus feed as a member, and another member sees Current student in
// a chat with them, and on their profile.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Person, startTestSamlIdp } from '../apps/server/src/test/saml-idp';
import {
  CAMPUS_SSO_LABELS as L,
  STANDING_LABELS,
  UNIVERSITY_SIGN_IN_MESSAGES as U,
} from '../packages/domain/src/accounts/university-sign-in-messages';
import { grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { member } from './members';

const CAMPUS = 'smu';
const SCHOOL = 'SMU';

/** The test IdP on a loopback port: its metadata, and its sign-in page that answers for `person()`. */
async function startIdpServer(person: () => Person) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = startTestSamlIdp(undefined, { entityId: `${origin}/idp`, ssoUrl: `${origin}/sso` });
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  server.on('request', async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      if (url.pathname === '/metadata') {
        res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadata());
        return;
      }
      if (url.pathname !== '/sso') return void res.writeHead(404).end();
      // As a campus IdP after the password: the signed answer, auto-posted to the SP's ACS.
      const samlResponse = await idp.answer(url.toString(), person());
      const relay = url.searchParams.get('RelayState') ?? '';
      const acs = siteUrl(CAMPUS, '/api/sso/saml/acs');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>SMU Login</title><form method="post" action="${esc(acs)}">` +
            `<input type="hidden" name="SAMLResponse" value="${esc(samlResponse)}">` +
            `<input type="hidden" name="RelayState" value="${esc(relay)}"></form>` +
            '<script>document.forms[0].submit()</script>',
        );
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('an administrator sets up SAML for SMU; a student signs in with SMU and shows Current student', async ({
  browser,
  request,
  tag,
}, info) => {
  const student: Person = {
    email: `sam.${tag}@smu.edu`,
    name: `Sam Mustang${tag}`,
    affiliation: ['student@smu.edu', 'member@smu.edu'],
  };
  const idp = await startIdpServer(() => student);
  try {
    // The administrator, in the Campuses tab: SMU's university sign-in from its IdP's metadata URL.
    const admin = await member(browser, request, 'Ada Admin', info.project.name);
    grantAdmin(admin.email);
    await admin.page.goto(siteUrl('ou', '/moderation/campuses'));
    const section = admin.page.getByRole('form', { name: L.sectionFor('Southern Methodist University') });
    await admin.page
      .locator(`summary[aria-label="${L.sectionFor('Southern Methodist University')}"]`)
      .click();
    await section.getByLabel(L.idpMetadataUrl).fill(`${idp.origin}/metadata`);
    await section.getByRole('button', { name: L.save }).click();
    await expect(admin.page.getByText(L.saved)).toBeVisible();
    await expect(section.getByLabel(L.entityId)).toHaveValue(`${idp.origin}/idp`);

    // The student: "Sign in with SMU" on SMU's log-in page, the IdP, and back on the campus feed.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(siteUrl(CAMPUS, '/login'));
    await page.getByRole('link', { name: U.button(SCHOOL) }).click();
    await expect(page).toHaveURL(siteUrl(CAMPUS, '/home'));
    const session = await apiInPage<{
      user: { id: string; username: string; campusId: string; schoolVerified: boolean };
    }>(page, 'GET', '/api/session');
    expect(session.json.user).toMatchObject({ campusId: CAMPUS, schoolVerified: true });

    // Another member of SMU, in a chat with the student: the header says Current student.
    const other = await member(browser, request, 'Otis Other', info.project.name, CAMPUS);
    const chat = await apiInPage<{ chat: { id: string } }>(other.page, 'POST', '/api/chats', {
      userId: session.json.user.id,
    });
    expect(chat.status).toBeLessThan(300);
    await other.page.goto(siteUrl(CAMPUS, `/messages/${chat.json.chat.id}`));
    await expect(other.page.getByText(STANDING_LABELS.student).first()).toBeVisible();
    // And on the student's profile.
    await other.page.goto(siteUrl(CAMPUS, `/${session.json.user.username}`));
    await expect(other.page.getByText(STANDING_LABELS.student).first()).toBeVisible();
  } finally {
    await idp.close();
  }
});
