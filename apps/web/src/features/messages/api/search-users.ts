// GET /api/users/search?q=: campus members for the new-message box; asked only above 1 character
// (community §5). The previous results stay while the next ones load, so the list does not flicker.
import type { Author } from '@campus/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { api } from '../../../lib/api-client';

export const searchUsers = (q: string) =>
  api<{ users: Author[] }>(`/api/users/search?q=${encodeURIComponent(q)}`).then((r) => r.users);

/** People matching `term`; pass null to search nothing. */
export function useUserSearch(term: string | null) {
  return useQuery({
    queryKey: chatKeys.userSearch(term ?? ''),
    queryFn: () => searchUsers(term ?? ''),
    enabled: term !== null,
    placeholderData: keepPreviousData,
  });
}
