// GET/PUT /api/moderation/rules: the campus's rules that act first (its moderators, administrators).
// Items are added and removed one at a time (another moderator's change meanwhile stays); a save of
// the other rules leaves the list. Each alerts the server's refusal or 'Rules saved…', and refetches them.
import type { CampusRules, ProhibitedItem } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const getCampusRules = () => api<CampusRules>('/api/moderation/rules');

export function useCampusRules() {
  return useQuery({ queryKey: moderationKeys.rules, queryFn: getCampusRules, staleTime: 0 });
}

/** A change of the rules: the other rules (the list stays), one item added, or the items of a name removed. */
export type RulesChange =
  | { save: Omit<CampusRules, 'prohibited'> }
  | { add: ProhibitedItem }
  | { remove: string };

const changeCampusRules = ({ change }: { change: RulesChange; done: string }) =>
  'save' in change
    ? api<CampusRules>('/api/moderation/rules', { method: 'PUT', json: change.save })
    : 'add' in change
      ? api<CampusRules>('/api/moderation/rules/prohibited', { method: 'POST', json: change.add })
      : api<CampusRules>(`/api/moderation/rules/prohibited/${encodeURIComponent(change.remove)}`, {
          method: 'DELETE',
        });

/** Saves the rules; `done` is the sentence alerted once they are saved. */
export function useSaveCampusRules(onDone?: () => void) {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: changeCampusRules,
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
