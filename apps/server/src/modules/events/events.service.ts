import type { Database } from '../../db/client';
import { productEvents } from '../../db/schema';

export type ProductEventName = 'Complete Registration' | 'Login' | 'Submit Post';
type Executor = Pick<Database, 'insert'>;

/** Records a product analytics event (accounts-and-money §7.5). */
export async function recordEvent(
  db: Executor,
  name: ProductEventName,
  opts: { userId?: string | null; campusId?: string | null } = {},
): Promise<void> {
  await db
    .insert(productEvents)
    .values({ name, userId: opts.userId ?? null, campusId: opts.campusId ?? null });
}
