import type { Executor } from '../../db/client';
import { productEvents } from '../../db/schema';

/** Writes one product analytics event. */
export async function insertProductEvent(
  db: Executor,
  event: typeof productEvents.$inferInsert,
): Promise<void> {
  await db.insert(productEvents).values(event);
}
