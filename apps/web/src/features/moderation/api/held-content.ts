// GET /api/moderation/held and POST /api/moderation/held/:type/:id/{release,remove}: the content the
// campus's rules held, with the rule that held each; a moderator releases it or removes it.
import type { HeldList, HeldTarget } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const getHeldContent = () => api<HeldList>('/api/moderation/held');

export function useHeldContent() {
  return useQuery({ queryKey: moderationKeys.held, queryFn: getHeldContent, staleTime: 0 });
}

type Decision = { targetType: HeldTarget; targetId: string; decision: 'release' | 'remove' };

const decide = ({ targetType, targetId, decision }: Decision) =>
  api<{ message: string }>(`/api/moderation/held/${targetType}/${encodeURIComponent(targetId)}/${decision}`, {
    method: 'POST',
    json: {},
  });

export function useDecideHeld() {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: decide,
    onSuccess: (res) => alert(res.message, 'success'),
    onError: (error) => alert(refusalSentence(error), 'danger'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.held });
      void client.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });
}
