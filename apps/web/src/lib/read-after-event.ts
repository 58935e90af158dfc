// A realtime event's refetch must read what the event tells: with several instances it may reach
// one whose replica is behind, so for a moment after an event the tab's requests say when it was
// made, and the server reads from a replica only once it has replayed the primary of that time.
import { READ_AFTER_EVENT_HEADER, READ_AFTER_EVENT_MS } from '@campus/domain';

let last: { at: string; heard: number } | null = null;

/** Remembers the newest event's time (the server's clock) when the tab heard it. */
export function heardEventAt(at: string, now = Date.now()): void {
  if (!last || Date.parse(at) >= Date.parse(last.at)) last = { at, heard: now };
  else last = { ...last, heard: now };
}

/** The header of the last event while it is recent, else none. */
export function readAfterEventHeaders(now = Date.now()): Record<string, string> {
  return last && now - last.heard < READ_AFTER_EVENT_MS ? { [READ_AFTER_EVENT_HEADER]: last.at } : {};
}
