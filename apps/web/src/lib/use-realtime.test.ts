import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refetchLive } from './use-realtime';

describe('refetchLive', () => {
  it('asks each key once per task, however many listeners ask', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    refetchLive(client, ['feed']);
    refetchLive(client, ['unread']);
    refetchLive(client, ['feed']);
    expect(invalidate).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['feed'], ['unread']]);
    // A later task asks again.
    refetchLive(client, ['feed']);
    await Promise.resolve();
    expect(invalidate).toHaveBeenCalledTimes(3);
  });

  it('keeps the clients apart', async () => {
    const one = new QueryClient();
    const two = new QueryClient();
    const first = vi.spyOn(one, 'invalidateQueries').mockResolvedValue();
    const second = vi.spyOn(two, 'invalidateQueries').mockResolvedValue();
    refetchLive(one, ['chats']);
    refetchLive(two, ['chats']);
    await Promise.resolve();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
