// POST /api/moderation/actions: dismiss, remove, warn, suspend or ban on a target's open reports.
// Success alerts the server's confirmation and refetches the queue and the audit log.
import type { ModerationActionBody } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const moderate = (body: ModerationActionBody) =>
  api<{ message: string }>('/api/moderation/actions', { method: 'POST', json: body });

export function useModerate(onDone: () => void) {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: moderate,
    onSuccess: (res) => {
      alert(res.message, 'success');
      onDone();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.reports });
      void client.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });
}
