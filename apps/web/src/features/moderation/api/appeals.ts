// GET /api/moderation/appeals: the campus's open appeals, oldest first, 20 a page, beside the reports;
// POST /api/moderation/appeals/:id/answer: upheld or reversed. Refetched on focus and after each answer.
import type { AppealOutcome, OpenAppeals } from '@campus/domain';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { cursorParam, moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const getOpenAppeals = (cursor: string) =>
  api<OpenAppeals>(`/api/moderation/appeals${cursorParam(cursor)}`);

export function useOpenAppeals() {
  return useInfiniteQuery({
    queryKey: moderationKeys.appeals,
    queryFn: ({ pageParam }) => getOpenAppeals(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export const answerAppeal = ({ id, outcome }: { id: string; outcome: AppealOutcome }) =>
  api<{ message: string }>(`/api/moderation/appeals/${encodeURIComponent(id)}/answer`, {
    method: 'POST',
    json: { outcome },
  });

export function useAnswerAppeal() {
  const alert = useAlert();
  const client = useQueryClient();
  return useAction({
    mutationFn: answerAppeal,
    onSuccess: (res) => alert(res.message, 'success'),
    onRefusal: (sentence) => alert(sentence, 'danger'),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: moderationKeys.appeals });
      void client.invalidateQueries({ queryKey: moderationKeys.audit });
    },
  });
}
