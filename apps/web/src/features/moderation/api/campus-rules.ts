// GET/PUT /api/moderation/rules: the campus's rules that act first (its moderators, administrators).
// A save sends the rules whole, alerts the server's refusal or 'Rules saved…', and refetches them.
import type { CampusRules } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const getCampusRules = () => api<CampusRules>('/api/moderation/rules');

export function useCampusRules() {
  return useQuery({ queryKey: moderationKeys.rules, queryFn: getCampusRules, staleTime: 0 });
}

const saveCampusRules = ({ rules }: { rules: CampusRules; done: string }) =>
  api<CampusRules>('/api/moderation/rules', { method: 'PUT', json: rules });

/** Saves the rules; `done` is the sentence alerted once they are saved. */
export function useSaveCampusRules(onDone?: () => void) {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: saveCampusRules,
    onSuccess: (rules, { done }) => {
      client.setQueryData(moderationKeys.rules, rules);
      alert(done, 'success');
      onDone?.();
    },
    onError: (error) => alert(refusalSentence(error), 'danger'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.rules });
      void client.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });
}
