import { BOOST_SUCCESS_POLL_MS, type BoostSession } from '@campus/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adKeys } from './ad-keys';

/** GET /api/boost/sessions/:sessionId: fulfils a paid session; the success page polls it. */
export const getBoostSession = (sessionId: string) =>
  api<BoostSession>(`/api/boost/sessions/${encodeURIComponent(sessionId)}`);

/** Whether the success page may leave: the ad runs, or it is gone. */
export const isBoostSettled = (s: BoostSession | undefined) =>
  Boolean(s && (s.adId === null || s.adStatus === null || s.adStatus !== 'checkout'));

/** Asks every BOOST_SUCCESS_POLL_MS until the session's ad left checkout (or is gone). */
export function useBoostSessionQuery(sessionId: string, polling: boolean) {
  return useQuery({
    queryKey: adKeys.session(sessionId),
    queryFn: () => getBoostSession(sessionId),
    enabled: sessionId !== '',
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (q) => (polling && !isBoostSettled(q.state.data) ? BOOST_SUCCESS_POLL_MS : false),
  });
}
