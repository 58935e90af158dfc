// Trust at a glance for one person: cached a minute, and live: a sale or a rating on the campus
// (`trust.changed` naming the person) refetches it, as does a resync (the socket's first `ready`).
import type { KnownRealtimeEvent, TrustSummary } from '@campus/domain';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';

export const trustKeys = { person: (userId: string) => ['trust', userId] as const };

/** The trust figures an event changes: those of the person it names. */
export const trustHears = (event: KnownRealtimeEvent): QueryKey[] =>
  event.type === 'trust.changed' ? [trustKeys.person(event.payload.userId)] : [];

export function useTrustQuery(userId: string) {
  const client = useQueryClient();
  useRealtimeEvents(
    (event) => {
      for (const key of trustHears(event)) if (key[1] === userId) refetchLive(client, key);
    },
    userId !== '',
    () => refetchLive(client, trustKeys.person(userId)),
  );
  return useQuery({
    queryKey: trustKeys.person(userId),
    queryFn: () => api<{ trust: TrustSummary }>(`/api/people/${encodeURIComponent(userId)}/trust`),
    enabled: userId !== '',
    staleTime: 60_000,
    retry: false,
  });
}
