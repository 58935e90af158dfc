// "Your data": GET /api/me/data (the archive, saved as a JSON file), GET /api/me/delete
// (how to confirm: password or an e-mailed code), POST /api/me/delete/code, POST /api/me/delete.
import type { DataExport, DeleteMethod } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

export const getMyData = () => api<DataExport>('/api/me/data');
export const getDeleteMethod = () => api<{ method: DeleteMethod }>('/api/me/delete');
export const sendDeleteCode = () => api<void>('/api/me/delete/code', { method: 'POST', json: {} });
export const deleteAccount = (body: { password?: string; code?: string }) =>
  api<void>('/api/me/delete', { method: 'POST', json: body });

/** How this account confirms its deletion; asked when the dialog opens. */
export function useDeleteMethodQuery(enabled: boolean) {
  return useQuery({ queryKey: ['delete-method'], queryFn: getDeleteMethod, enabled, staleTime: 0 });
}

/** Saves the archive as campus-data-{username}-{date}.json (a file the browser downloads). */
export async function downloadMyData(username: string): Promise<void> {
  const data = await getMyData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `campus-data-${username}-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
