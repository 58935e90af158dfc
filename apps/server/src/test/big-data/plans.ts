// Reading a statement's plan (EXPLAIN, JSON): does it read the big tables through their indexes?
// Shared by bench/curve.ts (every page's statements at each size) and the plan test (CI).
import type pg from 'pg';

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows': number;
  'Sort Key'?: string[];
  Plans?: PlanNode[];
}

export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** Tables that grow with the campus: never read whole (a small one, like campuses, may be). */
export const BIG_TABLES = [
  'posts',
  'post_media',
  'post_likes',
  'users',
  'chats',
  'chat_members',
  'messages',
  'notifications',
  'reports',
  'ratings',
  'sales',
  'search_lexemes',
  'saved_searches',
  'sessions',
];

/** The plan's nodes of `sql` with `params` (the plan of a custom execution, as the app gets it). */
export async function planOf(pool: pg.Pool, sql: string, params: unknown[]): Promise<PlanNode[]> {
  const res = await pool.query(`explain (format json) ${sql}`, params);
  return nodesOf(res.rows[0]['QUERY PLAN'][0].Plan);
}

/**
 * What is wrong with a plan: a sequential scan of a big table, or a sort of more than `maxSortRows`
 * rows (a whole campus sorted instead of read in index order). Empty when it is an index plan.
 */
export function planProblems(nodes: PlanNode[], maxSortRows: number): string[] {
  const problems: string[] = [];
  for (const n of nodes) {
    if (n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? ''))
      problems.push(`Seq Scan on ${n['Relation Name']} (${n['Plan Rows']} rows)`);
    if (/Sort/.test(n['Node Type']) && n['Plan Rows'] > maxSortRows)
      problems.push(`${n['Node Type']} of ${n['Plan Rows']} rows (${(n['Sort Key'] ?? []).join(', ')})`);
  }
  return problems;
}

/** One line per node: type, relation, index, estimated rows (for a failure's message). */
export const describePlan = (nodes: PlanNode[]) =>
  nodes
    .map((n) =>
      [n['Node Type'], n['Relation Name'], n['Index Name'], `rows=${n['Plan Rows']}`]
        .filter(Boolean)
        .join(' '),
    )
    .join('\n');
