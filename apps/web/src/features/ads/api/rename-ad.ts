import type { Ad } from '@campus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeAd } from './ad-keys';

/** PATCH /api/ads/:id { title }. */
export const renameAd = (id: string, title: string) =>
  api<Ad>(`/api/ads/${id}`, { method: 'PATCH', json: { title } });

export function useRenameAd(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => renameAd(id, title),
    onSuccess: (ad) => storeAd(client, ad),
  });
}
