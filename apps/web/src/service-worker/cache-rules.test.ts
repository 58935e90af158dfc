import { describe, expect, it } from 'vitest';
import { cacheNameOf, isAppInFront, isStaleCache, precacheList, routeOf } from './cache-rules';

const ORIGIN = 'http://ou.localhost:3000';
const PRECACHED = new Set(precacheList(['assets/index-abc.js', 'assets/index-abc.js.map', 'index.html']));
const route = (path: string, mode = 'no-cors', method = 'GET', origin = ORIGIN) =>
  routeOf({ url: `${origin}${path}`, method, mode }, ORIGIN, PRECACHED);

describe('routeOf', () => {
  it.each([
    ['a page', '/home', 'navigate', 'navigation'],
    ['a post page', '/post/123', 'navigate', 'navigation'],
    ['a hashed chunk (also a lazy one not listed)', '/assets/post-page-x1y2.js', 'no-cors', 'static'],
    ['the offline page', '/offline.html', 'no-cors', 'static'],
    ['an API answer', '/api/feed', 'cors', 'network'],
    ['a private photo', '/files/images/posts/p/1.webp', 'no-cors', 'network'],
    ['a stored file opened as a page', '/files/images/posts/p/1.webp', 'navigate', 'network'],
    ['the local checkout page', '/pay/local/abc', 'navigate', 'network'],
    ['the worker itself', '/sw.js', 'no-cors', 'network'],
    ['the manifest', '/manifest.webmanifest', 'no-cors', 'network'],
  ])('%s', (_name, path, mode, expected) => {
    expect(route(path, mode)).toBe(expected);
  });

  it('leaves other methods and other origins alone', () => {
    expect(route('/home', 'navigate', 'POST')).toBe('network');
    expect(route('/assets/x.js', 'no-cors', 'GET', 'https://cdn.example.com')).toBe('network');
  });
});

describe('precacheList', () => {
  it('leaves out the barcode reader, which loads on a first scan', () => {
    expect(precacheList(['assets/a.js', 'assets/zxing_reader-x.wasm'])).toEqual([
      '/assets/a.js',
      '/offline.html',
      '/favicon.svg',
    ]);
  });

  it('takes hashed assets without source maps, the offline page and the icon', () => {
    expect(
      precacheList(['assets/b.css', 'assets/a.js', 'assets/a.js.map', 'index.html', 'favicon.svg']),
    ).toEqual(['/assets/a.js', '/assets/b.css', '/offline.html', '/favicon.svg']);
  });
});

describe('caches', () => {
  it('deletes only this app’s caches of other builds', () => {
    expect(isStaleCache(cacheNameOf('old'), 'new')).toBe(true);
    expect(isStaleCache(cacheNameOf('new'), 'new')).toBe(false);
    expect(isStaleCache('someone-else', 'new')).toBe(false);
  });
});

describe('isAppInFront', () => {
  it.each([
    [[{ focused: true, visibilityState: 'visible' }], true],
    [[{ focused: false, visibilityState: 'visible' }], false],
    [[{ focused: true, visibilityState: 'hidden' }], false],
    [[], false],
  ])('%j', (windows, expected) => expect(isAppInFront(windows)).toBe(expected));
});
