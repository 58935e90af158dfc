// Loaded with the first realtime listener, never in the first load: it brings the domain's event
// schemas and zod with them.
import { isReadyMessage, type KnownRealtimeEvent, parseKnownEvent, parseServerMessage } from '@campus/domain';

/**
 * A text frame from the server: 'ready', an event of a type this build knows with its payload
 * checked, or null (not JSON, an unknown shape or type, a bad payload: ignored).
 */
export function parseFrame(text: string): 'ready' | KnownRealtimeEvent | null {
  const message = parseServerMessage(text);
  if (!message) return null;
  return isReadyMessage(message) ? 'ready' : parseKnownEvent(message);
}
