import { BOOK_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { editPost, setStatus } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let seller: Awaited<ReturnType<typeof poster>>;
let buyer: Awaited<ReturnType<typeof poster>>;
let bookId: string;
let requestId: string;
const BOOKS = 'books, movies, & music';

const get = (url: string, jar: CookieJar = buyer.jar) =>
  t.request('ou', { method: 'GET', url, headers: { cookie: jar.header } });
const texts = (res: { json(): { posts: { plainText: string }[] } }) =>
  res.json().posts.map((p) => p.plainText);
const postCount = async () =>
  (await t.pool.query('select count(*)::int as n from posts')).rows[0].n as number;

beforeAll(async () => {
  t = await createTestContext();
  seller = await poster(t, 'Sam Seller');
  buyer = await poster(t, 'Bea Buyer');
  // The request comes first: the listing after it is what it asks for.
  const request = await createPost(t, buyer.jar, {
    text: doc('Calculus book for MATH 2924'),
    kind: 'looking_for',
    category: BOOKS,
    upTo: 40,
    courses: ['MATH 2924'],
  });
  requestId = request.id;
  const book = await createPost(t, seller.jar, {
    text: doc('Calculus: Early Transcendentals, barely used'),
    category: BOOKS,
    price: 35,
    courses: ['Math-2924'],
    isbn: '0-13-468599-7',
  });
  bookId = book.id;
  await createPost(t, seller.jar, { text: doc('Desk lamp'), category: 'furniture', price: 10 });
});

describe('textbook fields', () => {
  it('keep the course as typed and the ISBN as its 13 digits', async () => {
    const res = await get(`/api/posts/${bookId}`);
    expect(res.json().post).toMatchObject({ courses: ['Math-2924'], isbn: '9780134685991', kind: 'selling' });
  });

  it('a request has Up to instead of a price', async () => {
    const res = await get(`/api/posts/${requestId}`);
    expect(res.json().post).toMatchObject({ kind: 'looking_for', upToCents: 4000, priceCents: null });
  });

  it('refuse a bad ISBN and a 400-character course with their sentences, writing nothing', async () => {
    const before = await postCount();
    for (const [body, message] of [
      [{ isbn: '978-0-13-468599-2' }, BOOK_MESSAGES.badIsbn],
      [{ isbn: '12345' }, BOOK_MESSAGES.badIsbn],
      [{ courses: ['M'.repeat(400)] }, BOOK_MESSAGES.courseTooLong],
      [{ courses: ['A1', 'B2', 'C3', 'D4', 'E5'] }, BOOK_MESSAGES.tooManyCourses],
    ] as const) {
      const res = await post(
        t,
        'ou',
        '/api/posts',
        { text: doc('Book'), category: BOOKS, uploadIds: [], ...body },
        seller.jar,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await postCount()).toBe(before);
    const edit = await editPost(t, seller.jar, bookId, { text: doc('Calculus'), category: BOOKS, isbn: 'x' });
    expect(edit.statusCode).toBe(400);
    expect((await get(`/api/posts/${bookId}`)).json().post.isbn).toBe('9780134685991');
  });

  it('are dropped outside the textbook categories', async () => {
    const lamp = await createPost(t, seller.jar, {
      text: doc('Lamp'),
      category: 'furniture',
      courses: ['MATH 2924'],
      isbn: '9780134685991',
    });
    expect(lamp).toMatchObject({ courses: [], isbn: null });
  });
});

describe('finding books by course and ISBN', () => {
  it('search matches the course code and the ISBN in every form', async () => {
    for (const q of [
      'math2924',
      'MATH 2924',
      'Math-2924',
      '9780134685991',
      '978-0-13-468599-1',
      '0134685997',
      '0-13-468599-7',
    ]) {
      const res = await get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(texts(res), q).toContain('Calculus: Early Transcendentals, barely used');
    }
  });

  it('under the filters and orders', async () => {
    const found = async (params: string) =>
      texts(await get(`/api/search?q=math2924&${params}`)).includes(
        'Calculus: Early Transcendentals, barely used',
      );
    expect(await found('sort=price_asc')).toBe(true);
    expect(await found('sort=best')).toBe(true);
    expect(await found(`category=${encodeURIComponent(BOOKS)}&maxPrice=50`)).toBe(true);
    expect(await found('maxPrice=20')).toBe(false);
    expect(texts(await get('/api/search?q=math2924&lookingFor=true'))).toEqual([
      'Calculus book for MATH 2924',
    ]);
  });

  it('the feed shows both, or only requests with Looking for', async () => {
    const all = texts(await get('/api/feed'));
    expect(all).toEqual(expect.arrayContaining(['Calculus book for MATH 2924', 'Desk lamp']));
    expect(texts(await get('/api/feed?lookingFor=true'))).toEqual(['Calculus book for MATH 2924']);
  });

  it('/api/courses?code= lists the listings and requests of the course in any form', async () => {
    const res = await get('/api/courses?code=MATH-2924');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().course).toBe('MATH 2924');
    expect(texts(res)).toEqual([
      'Calculus: Early Transcendentals, barely used',
      'Calculus book for MATH 2924',
    ]);
    expect(texts(await get('/api/courses?code=math2924'))).toHaveLength(2);
    const long = await get(`/api/courses?code=${'M'.repeat(400)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe(BOOK_MESSAGES.courseTooLong);
  });

  it('offers the titles of earlier listings with the same ISBN', async () => {
    const res = await get('/api/books/titles?isbn=978-0134685991', seller.jar);
    expect(res.json()).toEqual({ titles: ['Calculus: Early Transcendentals, barely used'] });
  });
});

describe('requests meet listings', () => {
  it('the seller sees the requests the listing meets; others see none', async () => {
    const res = await get(`/api/posts/${bookId}/requests`, seller.jar);
    expect(res.json().requests).toEqual([{ id: requestId, plainText: 'Calculus book for MATH 2924' }]);
    expect((await get(`/api/posts/${bookId}/requests`, buyer.jar)).json().requests).toEqual([]);
  });

  it('the job tells the request author once per listing', async () => {
    const told = async () =>
      (
        await t.pool.query(
          `select post_id, message from notifications where type = 'request match' and to_user_id = $1`,
          [buyer.user.id],
        )
      ).rows;
    await t.app.requestMatching.runOnce();
    await t.app.requestMatching.runOnce();
    expect(await told()).toEqual([
      {
        post_id: bookId,
        message: BOOK_MESSAGES.mayBeWhatYouWant('Calculus: Early Transcendentals, barely used'),
      },
    ]);
    // The lamp, above Up to and in another category, met nothing.
    const found = await setStatus(t, buyer.jar, requestId, { status: 'sold' });
    expect(found.statusCode, found.body).toBe(200);
    await createPost(t, seller.jar, {
      text: doc('Calculus textbook, old edition'),
      category: BOOKS,
      price: 5,
    });
    await t.app.requestMatching.runOnce();
    expect(await told()).toHaveLength(1);
  });

  it('blocked members never meet', async () => {
    const blocker = await poster(t, 'Bo Blocker');
    await createPost(t, blocker.jar, { text: doc('Mini fridge'), kind: 'looking_for' });
    const blocked = await post(t, 'ou', '/api/me/blocks', { userId: seller.user.id }, blocker.jar);
    expect(blocked.statusCode, blocked.body).toBe(204);
    const fridge = await createPost(t, seller.jar, { text: doc('Mini fridge, works great'), price: 40 });
    await t.app.requestMatching.runOnce();
    const rows = await t.pool.query(`select 1 from request_matches where listing_id = $1`, [fridge.id]);
    expect(rows.rowCount).toBe(0);
    const other = await poster(t, 'Olly Other');
    await createPost(t, other.jar, { text: doc('Mini frige'), kind: 'looking_for' });
    const second = await createPost(t, seller.jar, { text: doc('Another mini fridge'), price: 30 });
    await t.app.requestMatching.runOnce();
    expect(
      (await t.pool.query(`select 1 from request_matches where listing_id = $1`, [second.id])).rowCount,
    ).toBe(1);
  });
});

describe('with the rest of the site', () => {
  it('a saved search for a course code is alerted by a new textbook of that course', async () => {
    const saved = await post(t, 'ou', '/api/me/saved-searches', { q: 'chem1315' }, buyer.jar);
    expect(saved.statusCode, saved.body).toBe(201);
    const goggles = await createPost(t, seller.jar, {
      text: doc('Lab goggles'),
      category: 'school supplies',
      price: 8,
      courses: ['CHEM-1315'],
    });
    const alerted = await t.pool.query(
      `select 1 from notifications where type = 'saved search' and to_user_id = $1 and post_id = $2`,
      [buyer.user.id, goggles.id],
    );
    expect(alerted.rowCount).toBe(1);
  });

  it('a removed request or listing never meets', async () => {
    const asker = await poster(t, 'Rhea Removed');
    const request = await createPost(t, asker.jar, { text: doc('Bike helmet'), kind: 'looking_for' });
    await t.pool.query('update posts set removed_at = now() where id = $1', [request.id]);
    const helmet = await createPost(t, seller.jar, { text: doc('Bike helmet, size M'), price: 15 });
    await t.app.requestMatching.runOnce();
    expect(
      (await t.pool.query('select 1 from request_matches where request_id = $1', [request.id])).rowCount,
    ).toBe(0);
    expect(
      (await t.pool.query('select requests_checked from posts where id = $1', [helmet.id])).rows,
    ).toEqual([{ requests_checked: true }]);
  });
});

describe('client keys', () => {
  it('a repeat that names Selling and no textbook fields is the same post as one that left them out', async () => {
    const clientKey = '0190f3a4-5b6c-7d8e-9f01-23456789abce';
    const first = await createPost(t, seller.jar, { text: doc('Bike lock'), clientKey });
    const again = await post(
      t,
      'ou',
      '/api/posts',
      {
        text: doc('Bike lock'),
        clientKey,
        kind: 'selling',
        upTo: null,
        courses: [],
        isbn: null,
        uploadIds: [],
      },
      seller.jar,
    );
    expect(again.statusCode, again.body).toBeLessThan(300);
    expect(again.json().id).toBe(first.id);
  });
});
