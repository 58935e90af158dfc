import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { Executor } from './client';

interface Preparable<P> {
  prepare(name: string): P;
  toSQL(): { params: unknown[] };
}

/**
 * A hot read, built once per database handle and sent as a named prepared statement: no SQL text
 * built per request (Drizzle's builder is a fair share of a page's CPU otherwise) and no parsing or
 * planning per execution in PostgreSQL. Values go in as placeholders, filled by `execute({ … })`:
 *
 *   const byToken = prepared('session_by_token', (db) =>
 *     db.select().from(sessions).where(eq(sessions.token, sql.placeholder('token'))));
 *   await byToken(db).execute({ token });
 *
 * A value written into the builder itself would be frozen into the statement for every later
 * call, so building refuses any parameter that is not a placeholder (the first call fails, in any
 * test). A condition added later (a filter) is one more `and(…)` term, its values placeholders too.
 */
export function prepared<P>(name: string, build: (db: Executor) => Preparable<P>): (db: Executor) => P {
  const cache = new WeakMap<Executor, P>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      const builder = build(db);
      const fixed = builder.toSQL().params.filter((p) => !isPlaceholder(p));
      if (fixed.length > 0)
        throw new Error(`prepared query ${name}: a value is not a placeholder (${JSON.stringify(fixed)})`);
      query = builder.prepare(name);
      cache.set(db, query);
    }
    return query;
  };
}

const isPlaceholder = (p: unknown) => is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder));

/** A named placeholder, filled by `execute({ [name]: value })`. */
export const placeholder = (name: string) => sql.placeholder(name);
