// PUT /api/admin/campuses/:id/logo: one image as multipart `file`; the server sniffs and re-encodes
// it like every upload. A logo is small, so plain fetch (no progress bar) is enough here.
import type { AdminCampus } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../entities/moderation/api/moderation-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const uploadCampusLogo = ({ id, file }: { id: string; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return api<{ campus: AdminCampus }>(`/api/admin/campuses/${encodeURIComponent(id)}/logo`, {
    method: 'PUT',
    body,
  }).then((r) => r.campus);
};

export function useUploadCampusLogo() {
  const client = useQueryClient();
  return useAction({
    mutationFn: uploadCampusLogo,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.campuses }),
  });
}
