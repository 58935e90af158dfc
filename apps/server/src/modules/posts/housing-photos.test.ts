import { HOUSING_MESSAGES } from '@campus/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { getAs, moderatorOf } from '../../test/moderation-helpers';
import { createPost, doc, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { findReusedHousingPhoto } from './housing-photos.service';

let t: TestContext;
let scammer: Awaited<ReturnType<typeof poster>>;
let landlord: Awaited<ReturnType<typeof poster>>;
const HOUSING = 'housing & apartments';
const housing = { kind: 'room', availableFrom: '2027-01-05' };

/**
 * A drawn bedroom: walls, floor, a bed, a window and a few things about, placed by `seed`. Two seeds
 * are two different rooms of the same kind.
 */
function bedroom(seed: number): Promise<Buffer> {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
  const bedX = Math.round(next() * 600);
  const windowX = Math.round(next() * 900);
  const things = Array.from({ length: 12 }, () => {
    const [x, y, w, h] = [next() * 1100, next() * 800, 40 + next() * 160, 40 + next() * 160];
    const shade = Math.round(next() * 255);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="rgb(${shade},${255 - shade},${(shade * 7) % 255})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="1200" height="600" fill="#e8dcc8"/><rect y="600" width="1200" height="300" fill="#8a6a4a"/>
    <rect x="${windowX}" y="120" width="260" height="220" fill="#bcd8f0" stroke="#fff" stroke-width="12"/>
    <rect x="${bedX}" y="520" width="520" height="260" fill="#f4f4f4"/><rect x="${bedX}" y="470" width="520" height="70" fill="#6b4f3a"/>
    ${things}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function listingWith(member: typeof scammer, photo: Buffer, category = HOUSING) {
  const upload = await uploadFile(t, member.jar, photo);
  expect(upload.statusCode, upload.body).toBe(201);
  return createPost(t, member.jar, {
    text: doc('Room for rent'),
    category,
    price: 600,
    ...(category === HOUSING ? { housing } : {}),
    uploadIds: [upload.json().id],
  });
}

let original: { id: string };

beforeAll(async () => {
  t = await createTestContext();
  landlord = await poster(t, 'Lena Landlord');
  scammer = await poster(t, 'Sid Copier');
  original = await listingWith(landlord, await bedroom(1));
});

describe('findReusedHousingPhoto', () => {
  it('stores a perceptual hash of each photo where it is prepared', async () => {
    const { rows } = await t.pool.query('select photo_hash::text as h from post_media where post_id = $1', [
      original.id,
    ]);
    expect(rows[0].h).toMatch(/^[01]{64}$/);
  });

  it("catches another member's listing with the same photo re-encoded and resized", async () => {
    const copy = await sharp(await bedroom(1))
      .resize({ width: 700 })
      .webp({ quality: 55 })
      .toBuffer();
    const listing = await listingWith(scammer, copy);
    expect(await findReusedHousingPhoto(t.db, listing.id)).toEqual({ otherPostId: original.id });
  });

  it('leaves a different photo of the same kind of room alone', async () => {
    for (const seed of [2, 3, 4]) {
      const listing = await listingWith(scammer, await bedroom(seed));
      expect(await findReusedHousingPhoto(t.db, listing.id)).toBeNull();
    }
  });

  it("leaves the member's own other listing with the same photo alone", async () => {
    // A room of its own (the scammer's copy of room 1 would match room 1 again).
    await listingWith(landlord, await bedroom(10));
    const again = await listingWith(landlord, await bedroom(10));
    expect(await findReusedHousingPhoto(t.db, again.id)).toBeNull();
  });

  it('checks housing listings only', async () => {
    const couch = await listingWith(scammer, await bedroom(1), 'furniture');
    expect(await findReusedHousingPhoto(t.db, couch.id)).toBeNull();
  });

  it("forgets a deleted member's photos: a copy of them is no longer held against anyone", async () => {
    const leaving = await poster(t, 'Lee Leaving');
    await listingWith(leaving, await bedroom(20));
    const res = await post(t, 'ou', '/api/me/delete', { password: 'secret123' }, leaving.jar);
    expect(res.statusCode, res.body).toBe(204);
    const { rows } = await t.pool.query(
      'select count(*)::int as n from post_media m join posts p on p.id = m.post_id where p.user_id = $1',
      [leaving.user.id],
    );
    expect(rows[0].n).toBe(0);
    const copy = await listingWith(scammer, await bedroom(20));
    expect(await findReusedHousingPhoto(t.db, copy.id)).toBeNull();
  });
});

describe('a housing listing whose photo is in another member’s listing', () => {
  it('is held for a moderator with the reason, seen by its author only, until a moderator releases it', async () => {
    const moderator = await moderatorOf(t);
    const reader = await poster(t, 'Rae Reader');
    const copy = await sharp(await bedroom(30))
      .resize({ width: 800 })
      .jpeg({ quality: 60 })
      .toBuffer();
    await listingWith(landlord, await bedroom(30));
    const listing = await listingWith(scammer, copy);
    expect((listing as { held?: string }).held).toBe('rule');
    expect((await getAs(t, reader.jar, `/api/posts/${listing.id}`)).statusCode).toBe(404);
    const queue = (await getAs(t, moderator.jar, '/api/moderation/held')).json().items;
    expect(queue).toContainEqual(
      expect.objectContaining({ targetId: listing.id, heldReason: HOUSING_MESSAGES.photoReused }),
    );
    const released = await post(
      t,
      'ou',
      `/api/moderation/held/post/${listing.id}/release`,
      {},
      moderator.jar,
    );
    expect(released.statusCode, released.body).toBe(200);
    expect((await getAs(t, reader.jar, `/api/posts/${listing.id}`)).statusCode).toBe(200);
    // A different room by the same member is not held.
    const other = await listingWith(scammer, await bedroom(31));
    expect((other as { held?: string }).held).toBeUndefined();
  });
});
