import type { Executor } from '../../db/client';

/**
 * HOOK for trust and safety (blocks, branch w16): whether either person blocked the other, the
 * notifications-level rule that keeps pushes (and, later, other notices) from crossing a block.
 * Until the `blocks` table lands nobody is blocked; the blocks work replaces this body with a call
 * to its service (one query), and push delivery (push-delivery.service.ts) already asks it.
 */
export async function isBlockedBetween(
  _db: Executor,
  _recipientId: string,
  _actorId: string,
): Promise<boolean> {
  return false;
}
