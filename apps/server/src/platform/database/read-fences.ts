// Fences: what moderators took down, bans and blocks must be seen at once by every reader on every
// instance, not only by the one who did it (read your own writes covers only them). After such a
// write commits, the primary's WAL position is kept as a fence in this instance and announced on the
// bus to the others; the answer waits until each has said it has it (so a reader sent anywhere after
// it is fenced). A replica serves reads only once it has replayed the highest fence seen
// (platform/database/read-routing.ts), else reads go to the primary. Fences are rare (a removal, a
// ban, a block) and a replica passes each within its lag, so they cost little replica use.
import { randomUUID } from 'node:crypto';
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
  /**
   * Keeps `lsn` (the primary's position after a removal) here and tells the other instances;
   * resolves once every instance on the bus has said it has the fence (at most `waitMs`), so the
   * answer to the removal goes out only when no reader anywhere can still be sent to the old copy.
   */
  announce(lsn: string): Promise<void>;
  close(): void;
}

/** How long a removal waits for the other instances to take its fence (one that hangs costs this). */
export const FENCE_WAIT_MS = 2000;

export function createReadFences(
  bus: EventBus | undefined,
  opts: { waitMs?: number; onSlow?: (heard: number, expected: number) => void } = {},
): ReadFences {
  const waitMs = opts.waitMs ?? FENCE_WAIT_MS;
  const instanceId = randomUUID();
  let highest: bigint | null = null;
  const raise = (lsn: bigint | null) => {
    if (lsn !== null && (highest === null || lsn > highest)) highest = lsn;
  };
  /** The fences this instance announced and is waiting on: who has said they have each. */
  const waiting = new Map<string, { heard: Set<string>; check: () => void }>();
  const unsubscribe = bus?.subscribe(FENCES_TOPIC, (event) => {
    const payload = (event.payload ?? {}) as { lsn?: unknown; fenceId?: unknown; instanceId?: unknown };
    if (event.type === 'reads.fenced' && typeof payload.lsn === 'string') {
      raise(parseLsn(payload.lsn));
      // Said after raising: whoever hears this knows this instance will not read past the fence.
      if (typeof payload.fenceId === 'string')
        void bus.publish(
          createRealtimeEvent(FENCES_TOPIC, 'reads.fence_seen', { fenceId: payload.fenceId, instanceId }),
        );
    } else if (event.type === 'reads.fence_seen' && typeof payload.fenceId === 'string') {
      const wait = waiting.get(payload.fenceId);
      if (wait && typeof payload.instanceId === 'string') {
        wait.heard.add(payload.instanceId);
        wait.check();
      }
    }
  });
  return {
    highest: () => highest,
    async announce(lsn) {
      raise(parseLsn(lsn));
      if (!bus) return;
      const expected = await bus.instances().catch(() => 1);
      const fenceId = randomUUID();
      const heard = new Set<string>();
      let timer: NodeJS.Timeout | undefined;
      const taken = new Promise<void>((resolve) => {
        const check = () => {
          if (heard.size >= expected) resolve();
        };
        waiting.set(fenceId, { heard, check });
        timer = setTimeout(() => {
          opts.onSlow?.(heard.size, expected);
          resolve();
        }, waitMs);
      });
      try {
        await bus.publish(createRealtimeEvent(FENCES_TOPIC, 'reads.fenced', { lsn, fenceId }));
        await taken;
      } finally {
        clearTimeout(timer);
        waiting.delete(fenceId);
      }
    },
    close: () => unsubscribe?.(),
  };
}
