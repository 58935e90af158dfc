import type { BoostBody, BoostCreated } from '@campus/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/posts/:id/boost: the ad in checkout and where to pay for it. */
export const createBoost = (postId: string, body: BoostBody) =>
  api<BoostCreated>(`/api/posts/${postId}/boost`, { method: 'POST', json: body });

export function useCreateBoost(postId: string) {
  return useMutation({ mutationFn: (body: BoostBody) => createBoost(postId, body) });
}
