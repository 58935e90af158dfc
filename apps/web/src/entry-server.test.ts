import { describe, expect, it } from 'vitest';
import { readAnswersFrom, render } from './entry-server';

// The server renders a page with the app's own components from the page's first answers
// (apps/server/src/modules/web/ssr.ts), the data the browser hydrates it from.
const campus = (over: Record<string, unknown>) => ({
  id: 'ou',
  name: 'University of Oklahoma',
  shortName: 'OU',
  emailDomains: ['ou.edu'],
  privacy: 'private',
  url: 'http://ou.localhost:3000',
  logo: '/api/campuses/ou/logo.svg',
  location: { city: 'Norman', state: 'OK', country: 'US' },
  isHub: false,
  color: '#841617',
  socialDmUrl: 'https://ig.me/m/oubuysell',
  supportEmail: 'support@campusbuysell.app',
  videos: true,
  createdAt: '2022-08-15T15:00:00.000Z',
  ...over,
});

let answers: Record<string, unknown> = {};
readAnswersFrom(() => answers);

async function renderWith(url: string, page: Record<string, unknown>): Promise<string | null> {
  answers = page;
  return render(url, AbortSignal.timeout(5_000));
}

describe('the server render', () => {
  it("renders a campus's /home for a guest from its answers: the shell, the campus, its welcome", async () => {
    const html = await renderWith('http://ou.localhost:3000/home', {
      '/api/session': { user: null },
      '/api/campus': campus({}),
    });
    expect(html).toContain('<h1');
    expect(html).toContain('University of Oklahoma');
    expect(html).toContain('Skip to content');
    // Every boundary in place: no script to move a part, which the CSP would refuse.
    expect(html).not.toContain('<script');
  });

  it('renders the hub home with the hub welcome, not a campus page', async () => {
    const html = await renderWith('http://localhost:3000/home', {
      '/api/session': { user: null },
      '/api/campus': campus({ id: 'campus', name: 'Campus', shortName: 'Campus', isHub: true }),
    });
    expect(html).toContain('id="hub-title"');
    expect(html).not.toContain('University of Oklahoma');
  });

  it('without the answers it has nothing to render: a spinner, as the browser would show', async () => {
    const html = await renderWith('http://localhost:3000/home', {});
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Skip to content');
  });
});
