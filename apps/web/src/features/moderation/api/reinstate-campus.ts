// POST /api/admin/campuses/:id/reinstate (site administrators); success refetches the list.
import type { AdminCampus } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const reinstateCampus = (id: string) =>
  api<{ campus: AdminCampus }>(`/api/admin/campuses/${encodeURIComponent(id)}/reinstate`, {
    method: 'POST',
  }).then((r) => r.campus);

export function useReinstateCampus() {
  const client = useQueryClient();
  return useAction({
    mutationFn: reinstateCampus,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.campuses }),
  });
}
