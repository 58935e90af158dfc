// PostgreSQL's plans (EXPLAIN, JSON) for the plan tests: their nodes as a flat list, and the check
// that a statement reads posts through an index.
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { expect } from 'vitest';
import * as schema from '../db/schema';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  Filter?: string;
  Plans?: PlanNode[];
}

/** A plan's node and every node below it. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The plan reads posts through an index named as `index` (in a node whose type `scan` matches) and
 * never scans posts in sequence; `text` (the plan) is each failure's message.
 */
export function expectPostsThroughIndex(nodes: PlanNode[], scan: RegExp, index: RegExp, text: string) {
  expect(
    nodes.some((n) => scan.test(n['Node Type']) && index.test(n['Index Name'] ?? '')),
    text,
  ).toBe(true);
  expect(
    nodes.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'posts'),
    text,
  ).toBe(false);
}

/** The plan of each statement `fn` sends through Drizzle on `pool`, as a list of nodes (EXPLAIN, JSON). */
export async function plansOf(
  pool: pg.Pool,
  fn: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<unknown>,
): Promise<PlanNode[][]> {
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  });
  await fn(db);
  const plans: PlanNode[][] = [];
  for (const q of captured) {
    const res = await pool.query(`explain (format json) ${q.sql}`, q.params);
    plans.push(nodesOf(res.rows[0]['QUERY PLAN'][0].Plan));
  }
  return plans;
}

/**
 * A page's plan reads posts through an index (no sequential scan of posts) and never sorts the
 * campus: a Sort, where there is one (Best match), takes fewer than `sortBelow` rows.
 */
export function expectIndexedPage(nodes: PlanNode[], index: RegExp, sortBelow: number) {
  const text = JSON.stringify(
    nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name'], n['Plan Rows']]),
  );
  expectPostsThroughIndex(nodes, /Index/, index, text);
  for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort'))
    expect(sort['Plan Rows'], text).toBeLessThan(sortBelow);
}
