import type { ChatMessage } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import {
  applyUpdates,
  catchUpAnchor,
  idBefore,
  type MessagePages,
  mergeNewer,
  orderForDisplay,
  pageIndexOf,
  patchMessage,
  refreshAnchor,
  toggleLiked,
} from './message-cache';

const person = { id: 'u1', username: 'ann', firstName: 'Ann', lastName: 'B.', img: null, verified: true };

/** A message made `minute` minutes after 10:00 (ids sort like the server's time-ordered ids). */
function msg(minute: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${String(minute).padStart(3, '0')}`,
    chatId: 'c1',
    user: person,
    text: null,
    plainText: `message ${minute}`,
    sharedPost: null,
    image: null,
    likeCount: 0,
    likedByMe: false,
    createdAt: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString(),
    ...overrides,
  };
}

/** Pages newest first, as the server answers them. */
const pagesOf = (...minutes: number[][]): MessagePages => ({
  pages: minutes.map((page) => ({ messages: page.map((m) => msg(m)), nextCursor: 'c' })),
  pageParams: minutes.map((_, i) => (i === 0 ? '' : `cursor${i}`)),
});

const ids = (list: readonly ChatMessage[]) => list.map((m) => m.id);

describe('orderForDisplay', () => {
  it('reverses newest-first pages so the newest is last', () => {
    expect(ids(orderForDisplay(pagesOf([5, 4, 3], [2, 1]).pages))).toEqual([
      'm001',
      'm002',
      'm003',
      'm004',
      'm005',
    ]);
  });
  it('shows a message found on two pages once', () => {
    expect(ids(orderForDisplay(pagesOf([3, 2], [2, 1]).pages))).toEqual(['m001', 'm002', 'm003']);
  });
  it('orders messages of the same instant by id', () => {
    const same = { createdAt: msg(1).createdAt };
    const data = {
      pages: [{ messages: [msg(1, { id: 'b', ...same }), msg(1, { id: 'a', ...same })], nextCursor: null }],
    };
    expect(ids(orderForDisplay(data.pages))).toEqual(['a', 'b']);
  });
});

describe('mergeNewer', () => {
  it('adds new messages to the first page, newest first, and keeps older pages as they are', () => {
    const data = pagesOf([3, 2], [1]);
    const merged = mergeNewer(data, [msg(4), msg(5)]);
    expect(ids(merged.pages[0]!.messages)).toEqual(['m005', 'm004', 'm003', 'm002']);
    expect(merged.pages[1]).toBe(data.pages[1]);
    expect(merged.pageParams).toEqual(data.pageParams);
  });
  it('never doubles a message already cached or repeated in the answer', () => {
    const merged = mergeNewer(pagesOf([3, 2], [1]), [msg(1), msg(3), msg(4), msg(4)]);
    expect(ids(orderForDisplay(merged.pages))).toEqual(['m001', 'm002', 'm003', 'm004']);
  });
  it('answers the same object when nothing is new', () => {
    const data = pagesOf([2, 1]);
    expect(mergeNewer(data, [msg(1)])).toBe(data);
  });
  it('puts a late message made before one already shown in its place', () => {
    const merged = mergeNewer(pagesOf([5, 3]), [msg(4)]);
    expect(ids(orderForDisplay(merged.pages))).toEqual(['m003', 'm004', 'm005']);
  });
  it('makes a first page for an empty cache', () => {
    const merged = mergeNewer({ pages: [], pageParams: [] }, [msg(1)]);
    expect(merged.pages).toHaveLength(1);
    expect(merged.pageParams).toEqual(['']);
  });
});

describe('catchUpAnchor', () => {
  it('is the newest cached message', () => {
    expect(catchUpAnchor(pagesOf([3, 2], [1]).pages, new Set())).toBe('m003');
  });
  it('skips messages just sent and not yet confirmed by a catch-up', () => {
    expect(catchUpAnchor(pagesOf([4, 3, 2]).pages, new Set(['m004', 'm003']))).toBe('m002');
  });
  it('is null when nothing is confirmed', () => {
    expect(catchUpAnchor(pagesOf([1]).pages, new Set(['m001']))).toBeNull();
    expect(catchUpAnchor([], new Set())).toBeNull();
  });
});

describe('reaction updates', () => {
  it('toggleLiked flips the reaction and moves the count', () => {
    expect(toggleLiked(msg(1, { likeCount: 2 }))).toMatchObject({ likedByMe: true, likeCount: 3 });
    expect(toggleLiked(msg(1, { likeCount: 1, likedByMe: true }))).toMatchObject({
      likedByMe: false,
      likeCount: 0,
    });
  });
  it('patchMessage changes only the named message', () => {
    const patched = patchMessage(pagesOf([2, 1]), 'm001', toggleLiked);
    expect(patched.pages[0]!.messages.map((m) => m.likedByMe)).toEqual([false, true]);
  });
  it('applyUpdates replaces cached copies and never adds a message', () => {
    const updated = applyUpdates(pagesOf([2, 1]), [msg(2, { likeCount: 4 }), msg(9)]);
    expect(ids(orderForDisplay(updated.pages))).toEqual(['m001', 'm002']);
    expect(updated.pages[0]!.messages[0]!.likeCount).toBe(4);
  });
  it('finds the page of a message and the message before it', () => {
    const { pages } = pagesOf([4, 3], [2, 1]);
    expect(pageIndexOf(pages, 'm002')).toBe(1);
    expect(pageIndexOf(pages, 'm009')).toBe(-1);
    expect(idBefore(pages, 'm003')).toBe('m002');
    expect(idBefore(pages, 'm001')).toBeNull();
  });
});

describe('refreshAnchor', () => {
  it('is null when the fresh pages hold every cached message', () => {
    const data = pagesOf([5, 4, 3], [2, 1]);
    expect(
      refreshAnchor(
        data.pages,
        [5, 4, 3, 2, 1].map((m) => msg(m)),
      ),
    ).toBeNull();
  });

  it('starts just before the oldest cached message the fresh pages miss (a first page grown live)', () => {
    // The first page gained 6 and 7 live; asked again by its cursor it answers 7, 6, 5 only.
    const data = pagesOf([7, 6, 5, 4, 3], [2, 1]);
    expect(
      refreshAnchor(
        data.pages,
        [7, 6, 5, 2, 1].map((m) => msg(m)),
      ),
    ).toBe('m002');
  });

  it('is null when only the oldest cached is missing (nothing comes before it to ask after)', () => {
    const data = pagesOf([3, 2, 1]);
    expect(
      refreshAnchor(
        data.pages,
        [3, 2].map((m) => msg(m)),
      ),
    ).toBeNull();
  });
});
