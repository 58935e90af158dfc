import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';

/** Whether the session still exists and has not expired (a socket re-checks its session). */
export async function isSessionLive(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}
