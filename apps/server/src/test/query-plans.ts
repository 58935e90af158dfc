// PostgreSQL's plans (EXPLAIN, JSON) for the plan tests: their nodes as a flat list, and the check
// that a statement reads posts through an index.
import { expect } from 'vitest';

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
