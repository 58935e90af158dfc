/// <reference types="node" />
// Small pieces (docs/conventions.md habit 8): no web source file, styles included, grows past 300 lines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 300;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

describe('web source size', () => {
  it(`keeps every file at ${MAX_LINES} lines or fewer`, () => {
    const all = files(SRC);
    expect(all.length).toBeGreaterThan(100);
    const long = all
      .map((path) => ({
        file: relative(SRC, path),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
