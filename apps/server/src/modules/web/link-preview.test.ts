import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCatalogueCampus } from '@campus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { statementsOf } from '../../test/statements';
import { createTestContext, type TestContext } from '../../test/test-app';

// Shared links of posts, profiles and campus homes carry Open Graph and Twitter tags in the
// server's HTML; a private campus's post previews only the campus.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Static description" />
<meta name="theme-color" content="#1f5fd6" />
<title>Campus Buy / Sell</title><link rel="manifest" href="/manifest.webmanifest" /></head>
<body><div id="root"></div></body></html>`,
);

let t: TestContext;
let postId: string;
let username: string;
let sellerJar: CookieJar;
const SECRET = 'Vintage <b>lamp</b> & "desk" set, pick up at Walker Hall room 12';
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST_DIR: dist });
  const seller = await poster(t, 'Lia Lamp');
  username = seller.user.username;
  sellerJar = seller.jar;
  await t.pool.query(`update users set bio = 'Selling my dorm stuff' where id = $1`, [seller.user.id]);
  const upload = await uploadFile(t, seller.jar, await gpsJpeg(1600, 1200));
  const created = await createPost(t, seller.jar, {
    text: doc(SECRET),
    price: 45,
    uploadIds: [upload.json().id],
  });
  postId = created.id;
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = async (site: string, url: string) => {
  const res = await t.request(site, { method: 'GET', url });
  expect(res.headers['content-type']).toContain('text/html');
  return res;
};
const tag = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m?.[1];
};

describe('link previews', () => {
  it('previews a private campus post by the campus only: never its text, price or photos', async () => {
    const res = await page('ou', `/post/${postId}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(tag(html, 'og:site_name')).toBe('OU Buy / Sell');
    expect(tag(html, 'og:title')).toBe('OU Buy / Sell');
    expect(tag(html, 'og:description')).toBe('A listing on OU Buy / Sell');
    expect(tag(html, 'og:image')).toBe('http://ou.localhost:3000/api/campuses/ou/icons/512.png');
    expect(tag(html, 'og:image:alt')).toBe('University of Oklahoma logo');
    expect(tag(html, 'twitter:card')).toBe('summary');
    expect(tag(html, 'og:url')).toBe(`http://ou.localhost:3000/post/${postId}`);
    // The price as a reader sees it or as the API carries it: a bare '45' can be part of the post's id.
    for (const secret of ['lamp', 'Walker', '$45', '"price"', '/files/']) expect(html).not.toContain(secret);
    // The built file's own title, description and colour are replaced, not doubled.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>OU Buy / Sell</title>');
    expect(html).not.toContain('Static description');
    expect(tag(html, 'theme-color')).toBe('#841617');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('previews a public campus post by its title, price and first photo, every value escaped', async () => {
    const ou = findCatalogueCampus('ou') as { privacy: string };
    ou.privacy = 'public';
    try {
      const html = (await page('ou', `/post/${postId}`)).body;
      expect(tag(html, 'og:title')).toBe(
        'Vintage &#60;b&#62;lamp&#60;/b&#62; &#38; &#34;desk&#34; set, pick up at Walker Hall room 12 · $45',
      );
      expect(tag(html, 'og:description')).toContain('$45 — Vintage &#60;b&#62;lamp');
      expect(tag(html, 'og:type')).toBe('article');
      expect(tag(html, 'twitter:card')).toBe('summary_large_image');
      expect(tag(html, 'og:image')).toMatch(
        /^http:\/\/ou\.localhost:3000\/files\/images\/posts\/.+\.webp\?v=1$/,
      );
      expect(tag(html, 'og:image:alt')).toContain('Vintage &#60;b&#62;lamp');
      expect(html).not.toContain('<b>lamp');
      // The photo is served: the preview's image URL works.
      const image = new URL(tag(html, 'og:image')!.replaceAll('&#38;', '&'));
      expect((await t.request('ou', { method: 'GET', url: image.pathname + image.search })).statusCode).toBe(
        200,
      );
      const profile = (await page('ou', `/${username}`)).body;
      expect(tag(profile, 'og:title')).toBe(`Lia L. (@${username})`);
      expect(tag(profile, 'og:description')).toBe('Selling my dorm stuff');
    } finally {
      ou.privacy = 'private';
    }
  });

  it("previews a member's post page as a guest's, from the post its answers carry (read once)", async () => {
    const reply = await post(
      t,
      'ou',
      `/api/posts/${postId}/comments`,
      { text: doc('Still there?') },
      sellerJar,
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const ou = findCatalogueCampus('ou') as { privacy: string };
    for (const privacy of ['public', 'private']) {
      ou.privacy = privacy;
      try {
        for (const id of [postId, reply.json().id as string]) {
          const guest = (await page('ou', `/post/${id}`)).body;
          let member = '';
          const statements = await statementsOf(async () => {
            const res = await t.request('ou', {
              method: 'GET',
              url: `/post/${id}`,
              headers: { cookie: sellerJar.header },
            });
            member = res.body;
          });
          expect(member).toContain('id="first-answers"');
          for (const key of [
            'og:title',
            'og:description',
            'og:type',
            'og:image',
            'og:image:alt',
            'twitter:card',
          ])
            expect(tag(member, key), `${privacy} ${key}`).toBe(tag(guest, key));
          // The session with the shell's counts, the post with its tree: the preview reads nothing of its own.
          expect(statements, statements.join('\n---\n')).toHaveLength(2);
        }
      } finally {
        ou.privacy = 'private';
      }
    }
  });

  it('previews a free listing as Free, with its condition beside the price', async () => {
    const seller = await poster(t, 'Fay Free');
    const free = await createPost(t, seller.jar, {
      text: doc('Futon frame'),
      price: 0,
      condition: 'like_new',
    });
    const ou = findCatalogueCampus('ou') as { privacy: string };
    ou.privacy = 'public';
    try {
      const html = (await page('ou', `/post/${free.id}`)).body;
      expect(tag(html, 'og:title')).toBe('Futon frame · Free · Like new');
      expect(tag(html, 'og:description')).toBe('Free · Like new — Futon frame');
    } finally {
      ou.privacy = 'private';
    }
  });

  it('previews a Looking-for post by its Up to, and a textbook by its course', async () => {
    const asker = await poster(t, 'Rae Request');
    const request = await createPost(t, asker.jar, {
      text: doc('Calculus book'),
      kind: 'looking_for',
      category: 'books, movies, & music',
      upTo: 40,
      courses: ['MATH 2924'],
    });
    const ou = findCatalogueCampus('ou') as { privacy: string };
    ou.privacy = 'public';
    try {
      const html = (await page('ou', `/post/${request.id}`)).body;
      expect(tag(html, 'og:title')).toBe('Calculus book · Looking for · Up to $40 · MATH 2924');
    } finally {
      ou.privacy = 'private';
    }
  });

  it('previews a housing post by its one line', async () => {
    const lister = await poster(t, 'Hal Housing');
    const sublet = await createPost(t, lister.jar, {
      text: doc('Sublet near campus'),
      category: 'housing & apartments',
      price: 650,
      housing: {
        kind: 'sublet',
        availableFrom: '2027-01-05',
        availableUntil: '2027-05-15',
        bedrooms: 1,
        furnished: true,
      },
    });
    const ou = findCatalogueCampus('ou') as { privacy: string };
    ou.privacy = 'public';
    try {
      const html = (await page('ou', `/post/${sublet.id}`)).body;
      expect(tag(html, 'og:title')).toBe(
        'Sublet near campus · Sublet · $650/mo · Jan 5 – May 15 · 1 bd · Furnished',
      );
    } finally {
      ou.privacy = 'private';
    }
  });

  it('previews a private campus profile without the person', async () => {
    const html = (await page('ou', `/${username}`)).body;
    expect(tag(html, 'og:description')).toBe('A member of OU Buy / Sell');
    expect(html).not.toContain('Lia');
    expect(html).not.toContain('dorm');
  });

  it('previews campus homes and the hub with their own name and logo', async () => {
    const home = (await page('ut', '/home')).body;
    expect(tag(home, 'og:title')).toBe('UT Buy / Sell');
    expect(tag(home, 'og:description')).toBe(
      'Buy and sell with verified students at University of Texas. Post in under 30 seconds.',
    );
    expect(tag(home, 'twitter:image')).toBe('http://ut.localhost:3000/api/campuses/ut/icons/512.png');
    const hub = (await page('localhost', '/')).body;
    expect(tag(hub, 'og:site_name')).toBe('Campus Buy / Sell');
    expect(tag(hub, 'og:image')).toBe('http://localhost:3000/api/campuses/campus/icons/512.png');
  });

  it('falls back to the campus preview for a missing post, a post of another campus or any other page', async () => {
    const missing = (await page('ou', '/post/00000000-0000-4000-8000-000000000000')).body;
    expect(tag(missing, 'og:description')).toContain('University of Oklahoma');
    const elsewhere = (await page('ut', `/post/${postId}`)).body;
    expect(tag(elsewhere, 'og:title')).toBe('UT Buy / Sell');
    expect(elsewhere).not.toContain('lamp');
    const search = (await page('ou', '/search?q=%22%3E%3Cscript%3E')).body;
    expect(search).not.toContain('<script>');
    expect(tag(search, 'og:url')).toBe('http://ou.localhost:3000/search');
    expect((await t.request('nowhere', { method: 'GET', url: '/home' })).statusCode).toBe(404);
  });
});
