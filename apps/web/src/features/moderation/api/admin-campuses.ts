// GET /api/admin/campuses: every campus, retired ones too, as site administrators manage them.
// Refetched on each visit of the tab (staleTime 0): another administrator or the command line may
// have changed a campus meanwhile.
import type { AdminCampus } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';

export const getAdminCampuses = () =>
  api<{ campuses: AdminCampus[] }>('/api/admin/campuses').then((r) => r.campuses);

export function useAdminCampuses() {
  return useQuery({ queryKey: moderationKeys.campuses, queryFn: getAdminCampuses, staleTime: 0 });
}
