import type { BoostCancel } from '@campus/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/boost/sessions/:sessionId/cancel: an unpaid ad is deleted. */
export const cancelBoostSession = (sessionId: string) =>
  api<BoostCancel>(`/api/boost/sessions/${encodeURIComponent(sessionId)}/cancel`, { method: 'POST' });

export function useCancelBoostSession() {
  return useMutation({ mutationFn: cancelBoostSession });
}
