import type { BoostCancel } from '@campus/domain';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/** POST /api/boost/sessions/:sessionId/cancel: an unpaid ad is deleted. */
export const cancelBoostSession = (sessionId: string) =>
  api<BoostCancel>(`/api/boost/sessions/${encodeURIComponent(sessionId)}/cancel`, { method: 'POST' });

export function useCancelBoostSession() {
  return useAction({ mutationFn: cancelBoostSession });
}
