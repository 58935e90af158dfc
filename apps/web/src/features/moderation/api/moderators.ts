// GET/POST /api/admin/moderators and DELETE /api/admin/moderators/:userId: administrators appoint
// and remove the campus's moderators. Each change alerts the server's answer and refetches the list.
import type { Moderators } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const getModerators = () => api<Moderators>('/api/admin/moderators');

export function useModerators() {
  return useQuery({ queryKey: moderationKeys.moderators, queryFn: getModerators });
}

type Change = { appoint: string } | { remove: string };

const changeModerators = (change: Change) =>
  'appoint' in change
    ? api<{ message: string }>('/api/admin/moderators', { method: 'POST', json: { user: change.appoint } })
    : api<{ message: string }>(`/api/admin/moderators/${encodeURIComponent(change.remove)}`, {
        method: 'DELETE',
      });

export function useChangeModerators(onDone: () => void) {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: changeModerators,
    onSuccess: (res) => {
      alert(res.message, 'success');
      onDone();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.moderators });
      void client.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });
}
