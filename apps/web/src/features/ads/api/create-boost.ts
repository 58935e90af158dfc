import type { BoostBody, BoostCreated } from '@campus/domain';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** POST /api/posts/:id/boost: the ad in checkout and where to pay for it. */
export const createBoost = (postId: string, body: BoostBody) =>
  api<BoostCreated>(`/api/posts/${postId}/boost`, { method: 'POST', json: body });

export function useCreateBoost(postId: string) {
  return useAction({ mutationFn: (body: BoostBody) => createBoost(postId, body) });
}
