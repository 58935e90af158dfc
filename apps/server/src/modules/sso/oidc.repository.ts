import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ssoRequests } from '../../db/schema';

/** Keeps an OpenID Connect sign-in's request: its state is the ID. */
export async function insertOidcRequest(
  db: Executor,
  row: {
    id: string;
    campusId: string;
    returnTo: string;
    nonce: string;
    codeVerifier: string;
    browserKeyHash: string;
  },
): Promise<void> {
  await db.insert(ssoRequests).values(row);
}

/**
 * Takes the request a callback answers, once: it must be this campus's, started by the browser
 * holding the key, after `since`. Removed as it is read, so a replayed callback finds nothing.
 */
export async function takeOidcRequest(
  db: Executor,
  input: { id: string; campusId: string; browserKeyHash: string; since: Date },
) {
  const [row] = await db
    .delete(ssoRequests)
    .where(
      and(
        eq(ssoRequests.id, input.id),
        eq(ssoRequests.campusId, input.campusId),
        eq(ssoRequests.browserKeyHash, input.browserKeyHash),
        gt(ssoRequests.createdAt, input.since),
      ),
    )
    .returning();
  if (!row?.nonce || !row.codeVerifier) return undefined;
  return { returnTo: row.returnTo, nonce: row.nonce, codeVerifier: row.codeVerifier };
}
