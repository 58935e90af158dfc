import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrorCode } from '@campus/domain';
import { describe, expect, it } from 'vitest';

// AppError's type already takes only the domain's codes; this reads the source as well, so a
// code thrown through a helper typed `string` cannot slip past without a sentence either.
const SRC = join(import.meta.dirname, '..');
const THROW =
  /\b(?:AppError|notFound|bad|badRequest|fail|refuse|conflict|boostFailed)\(\s*(?:\d+,\s*)?'([a-z_]+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const thrown = new Set(
  sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(THROW)].map((m) => m[1]!)),
);

describe('the codes the server throws', () => {
  it('are found in the source (the scan works)', () => {
    expect(thrown.size).toBeGreaterThan(50);
    expect(thrown).toContain('suspended');
  });

  it.each([...thrown].sort())('%s has a sentence in packages/domain', (code) => {
    expect(isErrorCode(code)).toBe(true);
  });
});
