import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { actOn, getAs, heldWordsCampus, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { soldPrices, titlesForIsbn } from '../books/books.repository';
import { campusHousingRents } from '../posts/housing-median.repository';

type Member = Awaited<ReturnType<typeof poster>>;
let t: TestContext;
let moderator: Member;
let reader: Member;
const BOOKS = 'books, movies, & music';
const ISBN = '9780134685991';

beforeAll(async () => {
  t = await createTestContext();
  ({ moderator, reader } = await heldWordsCampus(t));
});

const markSold = (id: string) =>
  t.pool.query(`update posts set status = 'sold', sold_at = now() where id = $1`, [id]);

describe('the About tab', () => {
  it('counts the posts everyone sees: not held ones, not removed ones', async () => {
    const about = async () => (await getAs(t, reader.jar, '/api/campus/about')).json();
    const author = await poster(t, 'Ab Author');
    const before = await about();
    await createPost(t, author.jar, { text: doc('Desk chair') });
    const waiting = await createPost(t, author.jar, { text: doc('Lamp, cash only') });
    expect(waiting.held).toBe('rule');
    const removed = await createPost(t, author.jar, { text: doc('Fake tickets') });
    await report(t, reader.jar, { targetType: 'post', targetId: removed.id, reason: 'scam' });
    expect((await actOn(t, moderator.jar, ['post', removed.id], 'remove', 'Scam')).statusCode).toBe(200);
    const after = await about();
    expect(after.postsLast7Days).toBe(before.postsLast7Days + 1);
    expect(after.postsLastMonth).toBe(before.postsLastMonth + 1);
  });
});

describe('housing rents', () => {
  it('leave out a held listing', async () => {
    const lister = await poster(t, 'Ha Lister');
    const place = (text: string, price: number) =>
      createPost(t, lister.jar, {
        text: doc(text),
        category: 'housing & apartments',
        price,
        housing: { kind: 'whole_place', availableFrom: '2027-08-01' },
      });
    await place('Studio near campus', 700);
    const waiting = await place('Loft downtown, cash only', 100);
    expect(waiting.held).toBe('rule');
    expect(await campusHousingRents(t.db, 'ou')).toEqual({ medianCents: 70_000, count: 1 });
  });
});

describe('a book', () => {
  it('has a price history and titles without its held listings', async () => {
    const seller = await poster(t, 'Bo Seller');
    const book = (text: string, price: number) =>
      createPost(t, seller.jar, { text: doc(text), category: BOOKS, price, isbn: ISBN });
    const shown = await book('Calculus, Early Transcendentals', 30);
    const waiting = await book('Calculus secret edition, cash only', 5);
    expect(waiting.held).toBe('rule');
    await markSold(shown.id);
    await markSold(waiting.id);
    expect(await soldPrices(t.db, 'ou', { isbn13: ISBN })).toEqual({
      count: 1,
      low: 3000,
      high: 3000,
      median: 3000,
    });
    expect(await titlesForIsbn(t.db, 'ou', ISBN)).toEqual(['Calculus, Early Transcendentals']);
  });
});

describe('the trust card', () => {
  it('counts the listings sold that everyone sees', async () => {
    const seller = await poster(t, 'Tr Seller');
    const shown = await createPost(t, seller.jar, { text: doc('Bike lock'), price: 10 });
    const waiting = await createPost(t, seller.jar, { text: doc('Bike, cash only'), price: 90 });
    expect(waiting.held).toBe('rule');
    await markSold(shown.id);
    await markSold(waiting.id);
    const trust = await send(t, 'GET', `/api/people/${seller.user.id}/trust`, reader.jar);
    expect(trust.statusCode, trust.body).toBe(200);
    expect(trust.json().trust.soldCount).toBe(1);
  });
});
