// The pieces of the width walk (widths.spec.ts): the longest content, a browser context at a width,
// and the measure of one page.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect } from './fixtures';
import { doc, type Member } from './members';

export const WIDTHS = [320, 390];
/** Letters only (the name rule), 50 characters, its first name one long word. */
export const LONG_NAME = 'Maximilianoalejandrofeatherstone Bartholomewsmithe';
export const UNBROKEN = 'Supercalifragilisticexpialidociouslyunbreakablewordwithoutanyspaces';
export const LONG_URL = `https://example.com/${'very-long-path-segment-'.repeat(4)}${'x'.repeat(60)}?ref=${'q'.repeat(40)}`;

export const ok = (status: number, what: string) => expect(status, what).toBeLessThan(300);

/** A context at `width` with `member`'s cookies (or none: a guest). */
export async function contextAt(browser: Browser, width: number, member?: Member): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 844 },
    timezoneId: 'America/Chicago',
    serviceWorkers: 'block',
    storageState: member ? await member.page.context().storageState() : undefined,
  });
}

/** The page's width and its controls against the screen's, once it has its data: a line per failure. */
export async function measure(page: Page, url: string, where: string, act?: (page: Page) => Promise<void>) {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  if (act) await act(page);
  // WIDTHS_SHOTS=<dir>: a full-page picture of each, to look at them as a member would.
  const shots = process.env.WIDTHS_SHOTS;
  if (shots) {
    const name = `${page.viewportSize()?.width}-${where}-${url.replace(/^https?:\/\//, '')}`.replace(
      /[^\w.-]+/g,
      '_',
    );
    await page.screenshot({ path: `${shots}/${name.slice(0, 150)}.png`, fullPage: true });
  }
  const { scrollWidth, width, culprits, cut } = await page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    // Where the overflow starts: an element past the right edge inside one that is not.
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((el) => sticksOut(el) && el.parentElement && !sticksOut(el.parentElement))
      .slice(0, 4)
      .map(describe);
    // A control past the right edge of a box that clips it (the page is no wider, but the button
    // is cut off); those in a strip made to scroll sideways (one row: tabs, photos) scroll into view.
    const inScroller = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        const strip =
          /flex/.test(style.display) && style.flexWrap === 'nowrap' && style.flexDirection === 'row';
        if (/auto|scroll/.test(style.overflowX) && strip) return true;
      }
      return false;
    };
    const cut = Array.from(document.body.querySelectorAll('button, a[href], input, select, textarea'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && sticksOut(el) && !inScroller(el);
      })
      .slice(0, 4)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits, cut };
  });
  const lines: string[] = [];
  if (scrollWidth > width) {
    lines.push(`${width} px ${where} (${url}): ${scrollWidth} px wide; from ${culprits.join(', ')}`);
  }
  if (cut.length) lines.push(`${width} px ${where} (${url}): past the screen's edge: ${cut.join(', ')}`);
  return lines;
}

/**
 * Makes the seller an administrator, gives OU a safe spot with a long unbroken name, and adds a
 * campus with an 80-character unbroken name.
 */
export async function longCampus(s: Page, stamp: string) {
  grantAdmin(await emailOf(s));
  const campuses = await apiInPage<{
    campuses: { id: string; shortName: string; meetingSpots: unknown[] }[];
  }>(s, 'GET', '/api/admin/campuses');
  ok(campuses.status, 'campuses');
  const ou = campuses.json.campuses.find((c) => c.shortName.toLowerCase() === 'ou')!;
  const spot = `Westernmostlecturetheatreentrancebesidethebicyclerack${stamp}`.slice(0, 60);
  ok(
    (
      await apiInPage(s, 'PATCH', `/api/admin/campuses/${ou.id}`, {
        // safe-trades.spec.ts sets OU's spots to its own one at any moment: keep that one in what this
        // writes too, so neither journey's spot is lost whichever runs first.
        meetingSpots: [
          ...ou.meetingSpots.filter((s) => (s as { name?: string }).name !== 'Library steps'),
          { name: 'Library steps', directions: 'By the main doors' },
          {
            name: spot,
            directions: `Through the ${UNBROKEN} doors, then ${'left '.repeat(20)}`.slice(0, 200),
          },
        ],
      })
    ).status,
    'meeting spot',
  );
  const wide = `w${stamp}`;
  const wideName = `${'Universityofthelongestunbrokencampusname'.repeat(2)}${stamp}`.slice(0, 80);
  ok(
    (
      await apiInPage(s, 'POST', '/api/admin/campuses', {
        name: wideName,
        shortName: wide,
        emailDomains: [`${wide}.edu`],
        color: '#00205b',
        accentColor: '#7c7e7f',
        city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
        state: 'Texas',
        timeZone: 'America/Chicago',
        meetingSpots: [],
      })
    ).status,
    'wide campus',
  );

  return { spot, wide, wideName };
}

/** The campus's own kinds: a textbook for three courses, a request that meets it, a place to rent, an offer. */
export async function campusKinds(s: Page, b: Page) {
  const made = async (who: Page, body: object, what: string) => {
    const res = await apiInPage<{ id: string }>(who, 'POST', '/api/posts', { uploadIds: [], ...body });
    expect(res.status, `${what}: ${JSON.stringify(res.json)}`).toBeLessThan(300);
    return res.json.id;
  };
  const books = 'books, movies, & music';
  const book = await made(
    s,
    {
      text: doc(`Calculus ${UNBROKEN}`),
      category: books,
      price: 45,
      condition: 'good',
      courses: ['MATH 2924', 'ENGR 1411', 'PHYS 2514'],
      isbn: '978-0-13-468599-1',
    },
    'textbook',
  );
  const request = await made(
    b,
    {
      text: doc(`Looking for ${UNBROKEN}`),
      category: books,
      kind: 'looking_for',
      upTo: 40,
      courses: ['MATH 2924'],
    },
    'request',
  );
  const housing = await made(
    s,
    {
      text: doc(`Two bedrooms by ${UNBROKEN} park`),
      category: 'housing & apartments',
      price: 1250,
      housing: {
        kind: 'whole_place',
        availableFrom: '2027-01-05',
        availableUntil: '2027-05-15',
        bedrooms: 2,
        bathrooms: 1.5,
        furnished: true,
        utilitiesIncluded: true,
        area: `${UNBROKEN}`.slice(0, 60),
      },
    },
    'housing',
  );
  const offer = await apiInPage(b, 'POST', `/api/posts/${book}/offers`, {
    amount: '40',
    message: `${UNBROKEN} ${UNBROKEN} ${UNBROKEN}`.slice(0, 300),
  });
  expect(offer.status, JSON.stringify(offer.json)).toBeLessThan(300);
  return { book, request, housing };
}
