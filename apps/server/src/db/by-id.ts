import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

type TableWithId = PgTable & { id: PgColumn };

/**
 * The row of `table` with this id, only the named columns; undefined when there is none. One
 * primary-key probe (moderation's look at a post or a rating, removed or not).
 */
export async function selectById<T extends TableWithId, K extends keyof T['$inferSelect'] & string>(
  db: Executor,
  table: T,
  columns: readonly K[],
  id: string,
): Promise<Pick<T['$inferSelect'], K> | undefined> {
  const all: Record<string, PgColumn> = getTableColumns(table);
  const fields = Object.fromEntries(columns.map((name) => [name, all[name]!]));
  const [row] = await db
    .select(fields)
    .from(table as PgTable)
    .where(eq(table.id, id));
  return row as Pick<T['$inferSelect'], K> | undefined;
}
