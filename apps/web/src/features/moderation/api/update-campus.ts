// PATCH /api/admin/campuses/:id: a campus's new details (site administrators). The form shows
// refusals by its fields; success refetches the list.
import type { AdminCampus, CampusPatch } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const updateCampus = ({ id, patch }: { id: string; patch: CampusPatch }) =>
  api<{ campus: AdminCampus }>(`/api/admin/campuses/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: patch,
  }).then((r) => r.campus);

export function useUpdateCampus() {
  const client = useQueryClient();
  return useAction({
    mutationFn: updateCampus,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.campuses }),
  });
}
