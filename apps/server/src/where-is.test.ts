// docs/architecture.md's "Where is…" table names the files of every feature: each path it
// names must exist, so the newcomer's map cannot drift from the tree.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..', '..');
const PREFIXES: Record<string, string> = {
  'S/': 'apps/server/src/modules/',
  'W/': 'apps/web/src/features/',
  'D/': 'packages/domain/src/',
};

function tablePaths(): string[] {
  const doc = fs.readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
  const start = doc.indexOf('## Where is…');
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end === -1 ? undefined : end);
  const table = section.slice(section.indexOf('\n| '));
  return [...table.matchAll(/`([^`]+)`/g)].map((m) => {
    const cell = m[1] as string;
    const prefix = Object.keys(PREFIXES).find((p) => cell.startsWith(p));
    return prefix ? PREFIXES[prefix] + cell.slice(prefix.length) : cell;
  });
}

describe('the "Where is…" table of docs/architecture.md', () => {
  it('names a file for many features', () => {
    expect(tablePaths().length).toBeGreaterThan(100);
  });

  it('names only files that exist', () => {
    const missing = tablePaths().filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing).toEqual([]);
  });
});
