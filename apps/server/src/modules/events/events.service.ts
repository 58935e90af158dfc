import type { Executor } from '../../db/client';
import { insertProductEvent } from './events.repository';

export type ProductEventName = 'Complete Registration' | 'Login' | 'Submit Post';

/** Records a product analytics event (accounts-and-money §7.5). */
export async function recordEvent(
  db: Executor,
  name: ProductEventName,
  opts: { userId?: string | null; campusId?: string | null } = {},
): Promise<void> {
  await insertProductEvent(db, { name, userId: opts.userId ?? null, campusId: opts.campusId ?? null });
}
