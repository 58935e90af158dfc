// The server's layering, checked on the source: SQL lives only in repositories (and
// db/), and a module reaches another module through its services, never its repository.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = path.join(import.meta.dirname, 'modules');

type Source = { file: string; text: string };

function moduleSources(): Source[] {
  const out: Source[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ file: path.relative(modulesDir, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(modulesDir);
  return out;
}

/** Value imports of a file (type-only imports carry no code and are allowed anywhere). */
export function valueImports(text: string): string[] {
  const specs: string[] = [];
  const re = /^\s*import\s+(type\s+)?([^;]*?)\s*from\s*['"]([^'"]+)['"]/gms;
  for (const m of text.matchAll(re)) {
    if (m[1]) continue;
    const names = m[2] ?? '';
    // `import { type A, type B } from` is type-only too.
    const inner = names.match(/^\{([^}]*)\}$/s)?.[1];
    if (inner?.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim()))) continue;
    specs.push(m[3] ?? '');
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) specs.push(m[1] ?? '');
  return specs;
}

const isRepository = (file: string) => /\.repository\.ts$/.test(file);
const QUERY_CALL =
  /\b(?:db|tx|executor|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*[(.<]/;

describe('server layering', () => {
  const sources = moduleSources();

  it('reads the modules', () => {
    expect(sources.length).toBeGreaterThan(50);
  });

  it('keeps SQL in repository files: no other module file imports drizzle-orm or runs a query', () => {
    const offenders = sources
      .filter((s) => !isRepository(s.file))
      .filter(
        (s) =>
          valueImports(s.text).some((spec) => spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) ||
          QUERY_CALL.test(s.text),
      )
      .map((s) => s.file);
    expect(offenders).toEqual([]);
  });

  it("never calls another module's repository (a module calls the other's service)", () => {
    const offenders: string[] = [];
    for (const s of sources) {
      const own = s.file.split(path.sep)[0];
      for (const spec of valueImports(s.text)) {
        const m = spec.match(/^\.\.\/([^/]+)\/[^/]+\.repository$/);
        if (m && m[1] !== own) offenders.push(`${s.file} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps every server source file at 300 lines or fewer', () => {
    const long: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          // Migrations are SQL history, not the app's code.
          if (entry.name !== 'migrations') walk(full);
          // big-data/words.ts is data (the big dataset's word lists), not code.
        } else if (/\.tsx?$/.test(entry.name) && !full.endsWith(path.join('big-data', 'words.ts'))) {
          const lines = fs.readFileSync(full, 'utf8').split('\n').length;
          if (lines > 301) long.push(`${path.relative(import.meta.dirname, full)} (${lines})`);
        }
      }
    };
    walk(import.meta.dirname);
    expect(long).toEqual([]);
  });
});

describe('valueImports', () => {
  it('skips type-only imports and keeps the others', () => {
    const text = [
      "import type { A } from 'drizzle-orm';",
      "import { type B, type C } from '../x/x.repository';",
      "import { sql } from 'drizzle-orm';",
      "import { type D, findE } from '../y/y.repository';",
      "import './side-effect';",
    ].join('\n');
    expect(valueImports(text)).toEqual(['drizzle-orm', '../y/y.repository', './side-effect']);
  });
});
