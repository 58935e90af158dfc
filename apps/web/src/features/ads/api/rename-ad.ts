import type { Ad } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { storeAd } from './ad-keys';

/** PATCH /api/ads/:id { title }. */
export const renameAd = (id: string, title: string) =>
  api<Ad>(`/api/ads/${id}`, { method: 'PATCH', json: { title } });

export function useRenameAd(id: string) {
  const client = useQueryClient();
  return useAction({
    mutationFn: (title: string) => renameAd(id, title),
    onSuccess: (ad) => storeAd(client, ad),
  });
}
