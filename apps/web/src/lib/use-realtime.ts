// React side of the realtime channel (realtime-connection.ts): components listen while mounted and
// enabled; events only make queries refetch, the data itself always comes from the API.
import type { KnownRealtimeEvent } from '@campus/domain';
import { useEffect, useEffectEvent } from 'react';
import { listenRealtime } from './realtime-connection';

/**
 * Calls `onEvent` for each event (of a known type, its payload checked) of the topics the server gives this session, while `enabled`;
 * `onResync` after a reconnect, when events may have been missed.
 */
export function useRealtimeEvents(
  onEvent: (event: KnownRealtimeEvent) => void,
  enabled: boolean,
  onResync?: () => void,
): void {
  const handleEvent = useEffectEvent(onEvent);
  const handleResync = useEffectEvent(() => onResync?.());
  useEffect(() => {
    if (!enabled) return;
    return listenRealtime({ onEvent: (event) => handleEvent(event), onResync: () => handleResync() });
  }, [enabled]);
}
