// Fences: what moderators took down, bans and blocks must be seen at once by every reader on every
// instance, not only by the one who did it (read your own writes covers only them). After such a
// write commits, the primary's WAL position is kept as a fence in this instance and announced on the
// bus to the others; a replica serves reads only once it has replayed the highest fence seen
// (platform/database/read-routing.ts), else reads go to the primary. Fences are rare (a removal, a
// ban, a block) and a replica passes each within its lag, so they cost little replica use.
import type { FastifyRequest } from 'fastify';
import { createRealtimeEvent, type EventBus } from '../realtime/bus';
import { parseLsn } from './replica';

/** The bus topic of fences, between servers only (no socket follows it). */
export const FENCES_TOPIC = 'system:read-fences';

/**
 * The routes that remove, ban or block ('METHOD /route'): every removal, ban and block is written
 * through one of them. Moderation actions (remove, suspend, ban), an owner deleting a post or a
 * comment, an account deleted, an ad rejected or taken down, a block (and an unblock, so a profile
 * comes back at once too).
 */
export const FENCING_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/moderation/actions',
  'POST /api/moderation/ads/:id/reject',
  'DELETE /api/posts/:id',
  'POST /api/me/delete',
  'POST /api/me/blocks',
  'DELETE /api/me/blocks/:userId',
  'POST /api/ads/:id/stop',
  'DELETE /api/ads/:id',
  'DELETE /api/chats/:id',
]);

/** Whether a request that succeeded must fence every reader. */
export function fencesReads(request: FastifyRequest, statusCode: number): boolean {
  const route = request.routeOptions.url;
  return statusCode < 400 && route !== undefined && FENCING_ROUTES.has(`${request.method} ${route}`);
}

export interface ReadFences {
  /** The highest fence this instance has seen (its own and the others'), or null. */
  highest(): bigint | null;
  /** Keeps `lsn` (the primary's position after a removal) here and tells the other instances. */
  announce(lsn: string): Promise<void>;
  close(): void;
}

export function createReadFences(bus: EventBus | undefined): ReadFences {
  let highest: bigint | null = null;
  const raise = (lsn: bigint | null) => {
    if (lsn !== null && (highest === null || lsn > highest)) highest = lsn;
  };
  const unsubscribe = bus?.subscribe(FENCES_TOPIC, (event) => {
    const lsn = (event.payload as { lsn?: unknown } | null)?.lsn;
    if (event.type === 'reads.fenced' && typeof lsn === 'string') raise(parseLsn(lsn));
  });
  return {
    highest: () => highest,
    async announce(lsn) {
      raise(parseLsn(lsn));
      await bus?.publish(createRealtimeEvent(FENCES_TOPIC, 'reads.fenced', { lsn }));
    },
    close: () => unsubscribe?.(),
  };
}
