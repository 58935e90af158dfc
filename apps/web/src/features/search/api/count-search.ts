// POST /api/search/terms { q }: counts a submitted search in the campus's statistics (guests too),
// which feed popular searches. A failure is only logged: the search itself goes on.
import { api } from '../../../lib/api-client';

export const countSearch = (q: string) =>
  api<void>('/api/search/terms', { method: 'POST', json: { q } }).catch((error: unknown) => {
    console.warn('Counting the search failed', error);
  });
