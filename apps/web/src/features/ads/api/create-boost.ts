import type { BoostBody, BoostCreated } from '@campus/domain';
import { api } from '../../../lib/api-client';
import { keyedSend } from '../../../lib/submission-keys';
import { useAction } from '../../../lib/use-action';

/** POST /api/posts/:id/boost: the ad in checkout and where to pay for it. */
export const createBoost = (postId: string, body: BoostBody) =>
  api<BoostCreated>(`/api/posts/${postId}/boost`, { method: 'POST', json: body });

/** A keyed boost is one ad for its form's content (keyedSend); `adopt` keeps a key it had to change. */
export function useCreateBoost(postId: string, adopt?: (clientKey: string) => void) {
  return useAction({ mutationFn: keyedSend((body: BoostBody) => createBoost(postId, body), adopt) });
}
