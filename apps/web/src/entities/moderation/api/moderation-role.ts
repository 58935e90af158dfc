// GET /api/moderation/role: whether the signed-in account moderates this campus or administers the
// site (asked on the hub too, where administrators manage campuses). It shows the Moderation link
// and tabs only; the server decides every request. Cached for a minute (roles change rarely). A
// campus page's first answer comes with its HTML (first-answers.ts).
import type { ModerationRole } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takeFirstAnswer } from '../../../lib/first-answers';
import { useViewer } from '../../../lib/session';
import { moderationKeys } from './moderation-keys';

export const getModerationRole = () => api<ModerationRole>('/api/moderation/role');

export function useModerationRole(): ModerationRole | undefined {
  const viewer = useViewer();
  const enabled = Boolean(viewer?.verified);
  const { data } = useQuery({
    queryKey: [...moderationKeys.role, viewer?.id],
    queryFn: getModerationRole,
    initialData: () => (enabled ? takeFirstAnswer<ModerationRole>('/api/moderation/role') : undefined),
    enabled,
    staleTime: 60_000,
  });
  return data;
}
