import { describe, expect, it } from 'vitest';
import {
  BACK_FALLBACK,
  currentHistory,
  freshHistory,
  goBack,
  HISTORY_TTL_MS,
  isRecordable,
  recordVisit,
} from './history';

describe('navigation history', () => {
  it.each([
    ['/home', true],
    ['/post/1', true],
    ['/search?q=desk', true],
    ['/search?q=desk&show=media', false],
    ['/messages/new?to=u1&share=p1', false],
    ['/messages/new', true],
    ['/jane?show=photos', false],
    ['/login?method=password', false],
    ['/register', false],
    ['/verify', false],
    ['/user_registration', false],
    ['/settings', false],
    ['/settings/terms', false],
    ['/create/comment/abc', false],
    ['/create/post', true],
  ])('records %s: %s', (url, expected) => {
    expect(isRecordable(url)).toBe(expected);
  });

  it('goes back to the previous page and falls back to /home', () => {
    let h = freshHistory(0);
    h = recordVisit(h, '/home');
    h = recordVisit(h, '/post/1');
    h = recordVisit(h, '/post/1');
    expect(h.entries).toEqual(['/home', '/post/1']);
    const first = goBack(h, '/post/1');
    expect(first.target).toBe('/home');
    const second = goBack(first.history, '/home');
    expect(second.target).toBe(BACK_FALLBACK);
  });

  it('resets after 24 hours', () => {
    const h = recordVisit(freshHistory(0), '/home');
    expect(currentHistory(h, HISTORY_TTL_MS - 1).entries).toEqual(['/home']);
    expect(currentHistory(h, HISTORY_TTL_MS + 1).entries).toEqual([]);
    expect(currentHistory(null, 5)).toEqual(freshHistory(5));
  });
});
