// POST /api/me/blocks and DELETE /api/me/blocks/:userId: block or unblock a member. A block changes
// what many lists show (feed, search, comments, notifications, chats, profiles), so every cached
// query refetches; blocking is rare enough for that.
import { BLOCK_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export interface BlockTarget {
  id: string;
  /** The person's name as the dialogs and alerts show it. */
  name: string;
}

export const blockUser = (userId: string) =>
  api<null>('/api/me/blocks', { method: 'POST', json: { userId } });
export const unblockUser = (userId: string) =>
  api<null>(`/api/me/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' });

/** Blocks (`block: true`) or unblocks a person; alerts 'You blocked {name}.' or the refusal. */
export function useSetBlocked() {
  const client = useQueryClient();
  const alert = useAlert();
  return useAction({
    mutationFn: ({ person, block }: { person: BlockTarget; block: boolean }) =>
      block ? blockUser(person.id) : unblockUser(person.id),
    onSuccess: (_, { person, block }) => {
      alert(
        block ? BLOCK_MESSAGES.blockedDone(person.name) : BLOCK_MESSAGES.unblockedDone(person.name),
        'success',
      );
      void client.invalidateQueries();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
  });
}
