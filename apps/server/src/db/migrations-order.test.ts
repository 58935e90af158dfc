import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

describe('the migrations journal', () => {
  // The migrator applies only migrations newer than the last one a database has: a "when" that goes
  // back in time is skipped on every database that already ran the one before it.
  it('lists each migration later than the one before', () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'),
    ) as Journal;
    for (let i = 1; i < journal.entries.length; i++) {
      const previous = journal.entries[i - 1]!;
      const entry = journal.entries[i]!;
      expect(entry.when, `${entry.tag} after ${previous.tag}`).toBeGreaterThan(previous.when);
      expect(entry.idx).toBeGreaterThan(previous.idx);
    }
  });
});
