import type { Post } from '@campus/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAnswering, renderHook } from '../../../test-support/render-hook';
import { useToggleSave } from './posts';

afterEach(() => vi.unstubAllGlobals());

const post = { id: 'p1', likedByMe: false, likeCount: 0 } as Post;

describe('useToggleSave', () => {
  it('saves once for a double tap, and a tap after it answered unsaves', async () => {
    const server = fetchAnswering({ 'POST /api/posts/p1/like': { body: { liked: true, likeCount: 1 } } });
    vi.stubGlobal('fetch', server.fetch);
    const toggle = renderHook(() => useToggleSave());
    const first = toggle(post);
    expect(toggle(post)).toBeNull();
    await expect(first).resolves.toEqual({ liked: true, likeCount: 1 });
    expect(server.calls).toEqual(['POST /api/posts/p1/like']);
    await toggle({ ...post, likedByMe: true, likeCount: 1 });
    expect(server.calls).toHaveLength(2);
  });

  it('lets another post be saved meanwhile', async () => {
    const server = fetchAnswering({
      'POST /api/posts/p1/like': { body: { liked: true, likeCount: 1 } },
      'POST /api/posts/p2/like': { body: { liked: true, likeCount: 1 } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const toggle = renderHook(() => useToggleSave());
    await Promise.all([toggle(post), toggle({ ...post, id: 'p2' })]);
    expect(server.calls).toHaveLength(2);
  });
});
