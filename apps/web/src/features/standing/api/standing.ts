// GET /api/standing: what moderators did to the signed-in member; POST /api/standing/:id/appeal.
// An appeal sent (or refused: already appealed) reads the standing again.
import type { AppealBody, MemberStanding } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const standingKey = ['standing'] as const;

export const getStanding = () => api<MemberStanding>('/api/standing');

export function useStanding() {
  return useQuery({ queryKey: standingKey, queryFn: getStanding, staleTime: 0 });
}

export const fileAppeal = ({ actionId, ...body }: AppealBody & { actionId: string }) =>
  api<{ message: string }>(`/api/standing/${encodeURIComponent(actionId)}/appeal`, {
    method: 'POST',
    json: body,
  });

export function useFileAppeal(handlers: {
  onSent: (message: string) => void;
  onRefusal: (sentence: string) => void;
}) {
  const client = useQueryClient();
  return useAction({
    mutationFn: fileAppeal,
    onSuccess: (res) => handlers.onSent(res.message),
    onRefusal: handlers.onRefusal,
    onSettled: () => void client.invalidateQueries({ queryKey: standingKey }),
  });
}
