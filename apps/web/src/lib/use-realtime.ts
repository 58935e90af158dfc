// React side of the realtime channel (realtime-connection.ts): components listen while mounted and
// enabled; events only make queries refetch, the data itself always comes from the API.
import type { KnownRealtimeEvent } from '@campus/domain';
import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { listenRealtime } from './realtime-connection';

/**
 * Calls `onEvent` for each event (of a known type, its payload checked) of the topics the server
 * gives this session, while `enabled`; `onResync` when events may have been missed: at the
 * channel's first `ready` after the listener joined, after a reconnect, and at once when the
 * queries of `resyncs` hold data older than the channel (the HTML's, shown by a page whose chunk
 * came after the shell's socket was ready).
 */
export function useRealtimeEvents(
  onEvent: (event: KnownRealtimeEvent) => void,
  enabled: boolean,
  onResync?: () => void,
  resyncs: readonly QueryKey[] = [],
): void {
  const client = useQueryClient();
  const handleEvent = useEffectEvent(onEvent);
  const handleResync = useEffectEvent(() => onResync?.());
  const dataSince = useEffectEvent(() => oldestData(client, resyncs));
  useEffect(() => {
    if (!enabled) return;
    return listenRealtime({
      onEvent: (event) => handleEvent(event),
      onResync: () => handleResync(),
      dataSince: () => dataSince(),
    });
  }, [enabled]);
}

/** When the oldest data under these keys was read (undefined when none holds data). */
function oldestData(client: QueryClient, keys: readonly QueryKey[]): number | undefined {
  let oldest: number | undefined;
  for (const key of keys)
    for (const query of client.getQueryCache().findAll({ queryKey: key })) {
      const at = query.state.dataUpdatedAt;
      if (query.state.data !== undefined && (oldest === undefined || at < oldest)) oldest = at;
    }
  return oldest;
}

const queued = new WeakMap<QueryClient, Map<string, QueryKey>>();

/**
 * Refetches the queries under `queryKey` (the active ones; the others are marked stale), once for
 * every call of the same key in this task: every listener hears an event, or a resync, at the same
 * moment, and one invalidation each would restart the same request once per listener.
 */
export function refetchLive(client: QueryClient, queryKey: QueryKey): void {
  let keys = queued.get(client);
  if (!keys) {
    const batch = new Map<string, QueryKey>();
    keys = batch;
    queued.set(client, batch);
    queueMicrotask(() => {
      queued.delete(client);
      for (const key of batch.values()) void client.invalidateQueries({ queryKey: key });
    });
  }
  keys.set(hashKey(queryKey), queryKey);
}
