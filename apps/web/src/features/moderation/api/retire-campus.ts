// POST /api/admin/campuses/:id/retire (site administrators); success refetches the list.
import type { AdminCampus } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const retireCampus = (id: string) =>
  api<{ campus: AdminCampus }>(`/api/admin/campuses/${encodeURIComponent(id)}/retire`, {
    method: 'POST',
  }).then((r) => r.campus);

export function useRetireCampus() {
  const client = useQueryClient();
  return useAction({
    mutationFn: retireCampus,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.campuses }),
  });
}
