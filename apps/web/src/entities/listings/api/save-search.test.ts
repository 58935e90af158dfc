import type { ListingFilters } from '@campus/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAnswering, renderHook } from '../../../test-support/render-hook';
import { useSaveSearch } from './listings';

const lamp = { id: 's1', text: 'lamp', filters: {}, createdAt: '2026-12-01T15:00:00.000Z' };
const newest: ListingFilters = { sort: 'newest' };
const duplicate = {
  status: 409,
  body: { error: { code: 'duplicate_saved_search', message: 'You already saved this search.' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('useSaveSearch', () => {
  it('sends one save for a double tap', async () => {
    const server = fetchAnswering({ 'POST /api/me/saved-searches': { status: 201, body: { search: lamp } } });
    vi.stubGlobal('fetch', server.fetch);
    const save = renderHook(() => useSaveSearch());
    save.mutate({ q: 'lamp', filters: newest });
    await expect(save.mutateAsync({ q: 'lamp', filters: newest })).resolves.toEqual({ search: lamp });
    expect(server.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('answers a repeat refused as a duplicate with the search already saved', async () => {
    const server = fetchAnswering({
      'POST /api/me/saved-searches': duplicate,
      'GET /api/me/saved-searches': { body: { searches: [lamp] } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const save = renderHook(() => useSaveSearch());
    await expect(save.mutateAsync({ q: ' Lamp ', filters: newest })).resolves.toEqual({ search: lamp });
  });

  it('keeps the refusal when no such search is saved', async () => {
    const server = fetchAnswering({
      'POST /api/me/saved-searches': duplicate,
      'GET /api/me/saved-searches': { body: { searches: [] } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const save = renderHook(() => useSaveSearch());
    await expect(save.mutateAsync({ q: 'lamp', filters: newest })).rejects.toThrow(
      'You already saved this search.',
    );
  });
});
