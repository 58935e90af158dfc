import { OU_CAMPUS, PLAIN_POST_FIELDS } from '@campus/domain/test-support';
import { describe, expect, it } from 'vitest';
import { forgetPageParts, pagePartStats, readAnswersFrom, render } from './entry-server';

// The server renders a page with the app's own components from the page's first answers
// (apps/server/src/modules/web/ssr.ts), the data the browser hydrates it from.
const campus = (over: Record<string, unknown>) => ({
  ...OU_CAMPUS,
  logo: '/api/campuses/ou/logo.svg',
  color: '#841617',
  socialDmUrl: 'https://ig.me/m/oubuysell',
  supportEmail: 'support@campusbuysell.app',
  videos: true,
  googleSignIn: true,
  retired: false,
  createdAt: '2022-08-15T15:00:00.000Z',
  ...over,
});

let answers: Record<string, unknown> = {};
readAnswersFrom(() => answers);

async function renderWith(url: string, page: Record<string, unknown>): Promise<string | null> {
  answers = page;
  return (await render(url, AbortSignal.timeout(5_000)))?.toString('utf8') ?? null;
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

  it('offers "Continue with Google" only where the server says Google sign-in is on', async () => {
    const on = await renderWith('http://ou.localhost:3000/home', {
      '/api/session': { user: null },
      '/api/campus': campus({ googleSignIn: true }),
    });
    expect(on).toContain('Continue with Google');
    const off = await renderWith('http://ou.localhost:3000/home', {
      '/api/session': { user: null },
      '/api/campus': campus({ googleSignIn: false }),
    });
    expect(off).toContain('Log In / Sign Up');
    expect(off).not.toContain('Continue with Google');
    expect(off).not.toContain('/api/accounts/google');
  });

  it('shows a retired campus closed from the first view: no Join Group, no Click to Join', async () => {
    const html = await renderWith('http://ou.localhost:3000/home', {
      '/api/session': { user: null },
      '/api/campus': campus({ retired: true }),
    });
    expect(html).toContain('OU is no longer open to new members or posts.');
    expect(html).not.toContain('Join Group');
    expect(html).not.toContain('Click to Join');
  });

  it('without the answers it has nothing to render: a spinner, as the browser would show', async () => {
    const html = await renderWith('http://localhost:3000/home', {});
    expect(html).toContain('role="status"');
    expect(html).not.toContain('Skip to content');
  });
});

describe('post cards kept by the server (page-parts.tsx)', () => {
  const member = (id: string, username: string, firstName: string) => ({
    id,
    email: `${username}@example.com`,
    username,
    firstName,
    lastName: 'M.',
    img: null,
    verified: true,
    schoolVerified: true,
    schoolEmail: `${username}@ou.edu`,
    campusId: 'ou',
    profileSetUp: true,
    type: 'individual',
    emailNotifications: true,
    availableFunds: 0,
    phone: null,
    gender: null,
    birthDate: null,
    bio: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    suspendedUntil: null,
  });
  const sam = member('u-sam', 'sam', 'Sam');
  const pat = member('u-pat', 'pat', 'Pat');
  const text = (words: string) => ({
    root: {
      type: 'root',
      version: 1,
      children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: words }] }],
    },
  });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const post = (id: string, author: typeof sam, over: Record<string, unknown>) => ({
    id,
    campusId: 'ou',
    type: 'post',
    text: text(`Post ${id}`),
    plainText: `Post ${id}`,
    category: 'furniture',
    priceCents: 2500,
    condition: 'good',
    user: {
      id: author.id,
      username: author.username,
      firstName: author.firstName,
      lastName: author.lastName,
      img: null,
      verified: true,
    },
    imgCount: 0,
    hasPhoto: false,
    likeCount: 3,
    commentCount: 1,
    postCommentedOn: null,
    depth: 0,
    media: [],
    likedByMe: false,
    createdAt: minutesAgo(90),
    lastModified: minutesAgo(5),
    ...PLAIN_POST_FIELDS,
    ...over,
  });
  // Sam sees Pat's lamp saved; Pat sees it unsaved and as its author.
  const feedOf = (viewer: typeof sam) => ({
    posts: [
      post('p-lamp', pat, { likedByMe: viewer === sam, likeCount: 4 }),
      post('p-desk', sam, { createdAt: minutesAgo(3) }),
      post('p-other-campus', pat, { campusId: 'osu' }),
    ],
    nextCursor: null,
  });
  const feeds = new Map([sam, pat].map((viewer) => [viewer, feedOf(viewer)]));
  const pageOf = (viewer: typeof sam) => ({
    '/api/session': { user: viewer },
    '/api/campus': campus({}),
    '/api/feed': feeds.get(viewer),
    '/api/unread': { notifications: 0, chats: 0 },
  });

  it("writes each member's page byte for byte as a full render would, from kept cards or not", async () => {
    forgetPageParts();
    const url = 'http://ou.localhost:3000/home';
    const samCold = await renderWith(url, pageOf(sam));
    const patCold = await renderWith(url, pageOf(pat));
    const before = { ...pagePartStats };
    const samWarm = await renderWith(url, pageOf(sam));
    const patWarm = await renderWith(url, pageOf(pat));
    // The second renders took each page's list of cards, the widget column, the bottom bar and the
    // campus banner and tabs from the kept ones: no card was rendered, nor looked up.
    expect(pagePartStats.reused - before.reused).toBe(8);
    expect(pagePartStats.rendered - before.rendered).toBe(0);
    expect(samWarm).toBe(samCold);
    expect(patWarm).toBe(patCold);
    forgetPageParts();
    expect(await renderWith(url, pageOf(sam))).toBe(samCold);
    // Each page its own: Sam's saved lamp is not Pat's; no marker is left in either.
    expect(samWarm).toContain('Saved!');
    expect(patWarm).not.toContain('Saved!');
    expect(patWarm).toContain('Save (4)');
    for (const html of [samWarm, patWarm]) {
      expect(html).not.toContain('data-ssr-');
      expect(html).toContain('Post p-desk');
    }
  });

  it("writes a post page's comment tree from the kept tree, byte for byte, each member's own", async () => {
    forgetPageParts();
    const lamp = post('p-lamp', pat, {});
    const comment = (id: string, parent: string, author: typeof sam, over: Record<string, unknown> = {}) => ({
      id,
      userId: author.id,
      text: text(`Comment ${id}`),
      postCommentedOn: parent,
      depth: parent === 'p-lamp' ? 1 : 2,
      media: [],
      likedByMe: false,
      likeCount: 0,
      commentCount: 0,
      createdAt: minutesAgo(30),
      lastModified: minutesAgo(30),
      editedAt: null,
      ...over,
    });
    const authors = [sam, pat].map(({ id, username, firstName, lastName, img }) => ({
      id,
      username,
      firstName,
      lastName,
      img,
      verified: true,
    }));
    // Sam liked the first comment; a reply sits under it.
    const comments = [
      comment('c-1', 'p-lamp', sam),
      comment('c-2', 'c-1', pat),
      comment('c-3', 'p-lamp', pat),
    ];
    const detailOf = (viewer: typeof sam) => ({
      post: lamp,
      authors,
      comments: comments.map((c) =>
        c.id === 'c-1' && viewer === sam ? { ...c, likedByMe: true, likeCount: 1 } : c,
      ),
    });
    const details = new Map([sam, pat].map((viewer) => [viewer, detailOf(viewer)]));
    const postPage = (viewer: typeof sam) => ({
      '/api/session': { user: viewer },
      '/api/campus': campus({}),
      '/api/posts/p-lamp': details.get(viewer),
      '/api/unread': { notifications: 0, chats: 0 },
    });
    const url = 'http://ou.localhost:3000/post/p-lamp';
    const samCold = await renderWith(url, postPage(sam));
    const patCold = await renderWith(url, postPage(pat));
    expect(samCold).toContain('Comment c-2');
    const before = { ...pagePartStats };
    expect(await renderWith(url, postPage(sam))).toBe(samCold);
    expect(await renderWith(url, postPage(pat))).toBe(patCold);
    // Each page took its comment tree whole (and the widgets and bottom bar): no comment card was looked up.
    expect(pagePartStats.reused - before.reused).toBe(6);
    expect(pagePartStats.rendered - before.rendered).toBe(0);
    forgetPageParts();
    expect(await renderWith(url, postPage(pat))).toBe(patCold);
    expect(samCold).not.toBe(patCold);
    expect(samCold).not.toContain('data-ssr-');
  });

  it('keeps a new list with the cards it took from the kept ones, and writes it again byte for byte', async () => {
    forgetPageParts();
    const url = 'http://ou.localhost:3000/home';
    const kim = member('u-kim', 'kim', 'Kim');
    // The same feed as Pat's (Kim saved nothing either), seen by someone who wrote none of it.
    const kimPage = () => ({ ...pageOf(pat), '/api/session': { user: kim } });
    await renderWith(url, pageOf(pat));
    // Kim sees Sam's desk as Pat does (neither wrote it): that card is taken from Pat's page.
    let before = { ...pagePartStats };
    const kimCold = await renderWith(url, kimPage());
    expect(pagePartStats.rendered - before.rendered).toBe(3); // the list and two cards
    expect(pagePartStats.reused - before.reused).toBe(4); // the desk, the banner, widgets, bottom bar
    before = { ...pagePartStats };
    const kimWarm = await renderWith(url, kimPage());
    expect(pagePartStats.rendered - before.rendered).toBe(0);
    expect(kimWarm).toBe(kimCold);
    forgetPageParts();
    expect(await renderWith(url, kimPage())).toBe(kimCold);
    expect(kimCold).not.toContain('data-ssr-');
  });
});
