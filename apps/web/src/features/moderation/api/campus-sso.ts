// GET / PUT /api/admin/campuses/:id/sso: a campus's university sign-in (the secret never comes back).
import type { CampusSsoInput, CampusSsoView } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

const key = (id: string) => ['admin-campus-sso', id] as const;
const path = (id: string) => `/api/admin/campuses/${encodeURIComponent(id)}/sso`;

export const useCampusSso = (id: string) =>
  useQuery({
    queryKey: key(id),
    queryFn: () => api<{ sso: CampusSsoView | null }>(path(id)).then((r) => r.sso),
  });

export function useSaveCampusSso(id: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (body: CampusSsoInput) =>
      api<{ sso: CampusSsoView }>(path(id), { method: 'PUT', json: body }).then((r) => r.sso),
    onSuccess: (sso) => client.setQueryData(key(id), sso),
  });
}
