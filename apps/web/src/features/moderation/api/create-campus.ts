// POST /api/admin/campuses: a new campus (site administrators). The form shows refusals by its
// fields; success refetches the list.
import type { AdminCampus, CampusInput } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const createCampus = (input: CampusInput) =>
  api<{ campus: AdminCampus }>('/api/admin/campuses', { method: 'POST', json: input }).then((r) => r.campus);

export function useCreateCampus() {
  const client = useQueryClient();
  return useAction({
    mutationFn: createCampus,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.campuses }),
  });
}
