import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('GET /manifest.webmanifest', () => {
  it('names the campus, its colour, start URL, display and icons of 192 and 512 px', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toEqual({
      id: '/',
      name: 'OU Buy / Sell',
      short_name: 'OU Buy/Sell',
      description: 'Buy and sell with verified students at University of Oklahoma.',
      lang: 'en',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#841617',
      icons: [
        { src: '/api/campuses/ou/icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/api/campuses/ou/icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/api/campuses/ou/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('gives the hub its own, and an unknown host none', async () => {
    const hub = await t.request('localhost', { method: 'GET', url: '/manifest.webmanifest' });
    expect(hub.json()).toMatchObject({
      name: 'Campus Buy / Sell',
      short_name: 'Campus',
      theme_color: '#1f5fd6',
    });
    expect(hub.json().icons[0].src).toBe('/api/campuses/campus/icons/192.png');
    expect((await t.request('nowhere', { method: 'GET', url: '/manifest.webmanifest' })).statusCode).toBe(
      404,
    );
  });
});

describe('campus icons', () => {
  it.each([
    ['192.png', 192],
    ['512.png', 512],
    ['maskable-512.png', 512],
  ])('draws %s as a PNG of %i px in the campus colour, the same bytes each time', async (file, size) => {
    const url = `/api/campuses/ut/icons/${file}`;
    const res = await t.request('ut', { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    // The corner pixel of the maskable icon is the brand colour (UT orange); the rounded one is clear.
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const corner = [...data.subarray(0, 4)];
    if (file.startsWith('maskable')) expect(corner).toEqual([0xbf, 0x57, 0x00, 255]);
    else expect(corner[3]).toBe(0);
    const again = await t.request('ut', { method: 'GET', url });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('answers an apple-touch-icon at the site root and 404 for an unknown campus or size', async () => {
    const apple = await t.request('ou', { method: 'GET', url: '/apple-touch-icon.png' });
    expect((await sharp(apple.rawPayload).metadata()).width).toBe(180);
    expect(
      (await t.request('ou', { method: 'GET', url: '/api/campuses/nowhere/icons/192.png' })).statusCode,
    ).toBe(404);
    expect((await t.request('ou', { method: 'GET', url: '/api/campuses/ou/icons/64.png' })).statusCode).toBe(
      400,
    );
  });
});
