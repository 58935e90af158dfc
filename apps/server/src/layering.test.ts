// The server's layering, checked on the source: SQL lives only in repositories (and
// db/), a module reaches another module through its services, never its repository, and the
// modules stand in one order (MODULE_LAYERS): each imports only modules below it, so no two
// modules import each other, however far round. http/, lib/, db/ and platform/ sit below them all.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allImports, circlesOf } from './test/import-graph';

const srcDir = import.meta.dirname;
const modulesDir = path.join(srcDir, 'modules');

/**
 * Every module, lowest first. A module imports (values and types alike) only modules before it in
 * this list; a use case that writes through several modules is a module of its own, above them
 * (feed, listings, trades, web). A new module folder goes here, at the height its imports allow.
 */
export const MODULE_LAYERS = [
  'events',
  'mail',
  'rate-limits',
  'codes',
  'campuses',
  'accounts',
  'sso',
  'users',
  'blocks',
  'notifications',
  'saved-searches',
  'automod',
  'posts',
  'ads',
  'chats',
  'ratings',
  'search',
  'files',
  'health',
  'metrics',
  'push',
  'pwa',
  'realtime',
  'me',
  'profiles',
  'moderation',
  'standing',
  'insights',
  'privacy',
  'feed',
  'listings',
  'trades',
  'offers',
  'books',
  'web',
] as const;

type Source = { file: string; text: string };

/** The non-test sources under `dir`, each named relative to `dir`. */
function sourcesIn(dir: string): Source[] {
  const out: Source[] = [];
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        out.push({ file: path.relative(dir, full), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(dir);
  return out;
}

const moduleSources = () => sourcesIn(modulesDir);

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

/** The module a relative import of `file` (under modules/) reaches, when it is another module. */
function moduleOf(fromFile: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const target = path.relative(modulesDir, path.resolve(path.dirname(path.join(modulesDir, fromFile)), spec));
  if (target.startsWith('..')) return null;
  return target.split(path.sep)[0] ?? null;
}

type Graph = Map<string, Map<string, string[]>>;

/** module → module it imports → the imports that make the arrow ("file → spec"). */
function moduleGraph(sources: Source[]): Graph {
  const graph: Graph = new Map();
  for (const s of sources) {
    const own = s.file.split(path.sep)[0] as string;
    const out = graph.get(own) ?? new Map<string, string[]>();
    graph.set(own, out);
    for (const spec of allImports(s.text)) {
      const target = moduleOf(s.file, spec);
      if (!target || target === own) continue;
      out.set(target, [...(out.get(target) ?? []), `${s.file} → ${spec}`]);
    }
  }
  return graph;
}

/** The graph as text, lowest module first: `posts → accounts, campuses, …`. */
function printed(graph: Graph): string {
  const rank = (m: string) => (MODULE_LAYERS as readonly string[]).indexOf(m);
  return [...graph.keys()]
    .sort((a, b) => rank(a) - rank(b))
    .map(
      (m) =>
        `  ${m} → ${[...(graph.get(m)?.keys() ?? [])].sort((a, b) => rank(a) - rank(b)).join(', ') || '(nothing)'}`,
    )
    .join('\n');
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

  it('lists every module folder in MODULE_LAYERS, once', () => {
    const folders = fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    expect([...MODULE_LAYERS].sort()).toEqual(folders);
  });

  it('imports only modules lower in MODULE_LAYERS (types too): no circle, no arrow back up', () => {
    const graph = moduleGraph(sources);
    const rank = (m: string) => (MODULE_LAYERS as readonly string[]).indexOf(m);
    const upward: string[] = [];
    for (const [from, targets] of graph) {
      for (const [to, imports] of targets) {
        if (rank(to) >= rank(from)) upward.push(...imports.map((i) => `${from} ↑ ${to}: ${i}`));
      }
    }
    const circles = circlesOf(new Map([...graph].map(([m, t]) => [m, t.keys()])));
    const report = [
      `The server's modules, lowest first (module → the modules it imports):`,
      printed(graph),
      `Circles: ${circles.length}${circles.map((c) => `\n  ${c.join(' ↔ ')}`).join('')}`,
      `Arrows back up: ${upward.length}${upward.map((u) => `\n  ${u}`).join('')}`,
    ].join('\n');
    console.log(report);
    expect({ circles, upward }, report).toEqual({ circles: [], upward: [] });
  });

  it('keeps route files out of services and repositories', () => {
    const offenders = sources
      .filter((s) => /\.(service|repository)\.ts$/.test(s.file))
      .flatMap((s) =>
        allImports(s.text)
          .filter((spec) => /\.routes$/.test(spec))
          .map((spec) => `${s.file} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('keeps http/, lib/, db/ and platform/ below every module: none of them imports from modules/', () => {
    const offenders: string[] = [];
    for (const dir of ['http', 'lib', 'db', 'platform']) {
      for (const s of sourcesIn(path.join(srcDir, dir))) {
        const at = path.join(srcDir, dir, s.file);
        for (const spec of allImports(s.text)) {
          if (!spec.startsWith('.')) continue;
          const target = path.relative(modulesDir, path.resolve(path.dirname(at), spec));
          if (!target.startsWith('..')) offenders.push(`${dir}/${s.file} → ${spec}`);
        }
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
        } else if (/\.tsx?$/.test(entry.name)) {
          const lines = fs.readFileSync(full, 'utf8').split('\n').length;
          if (lines > 301) long.push(`${path.relative(srcDir, full)} (${lines})`);
        }
      }
    };
    walk(srcDir);
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

describe('allImports and circlesOf', () => {
  it('keeps type-only, re-exported, bare and dynamic imports', () => {
    const text = [
      "import type { A } from '../a/a.service';",
      "import { type B } from '../b/b.service';",
      "export { c } from '../c/c.service';",
      "export * from '../d/d';",
      "import '../e/e';",
      "const f = await import('../f/f');",
    ].join('\n');
    expect(allImports(text)).toEqual([
      '../a/a.service',
      '../b/b.service',
      '../c/c.service',
      '../d/d',
      '../e/e',
      '../f/f',
    ]);
  });

  it('finds a circle however far round, and none in a ladder', () => {
    const ring = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circlesOf(ring)).toEqual([['a', 'b', 'c']]);
    expect(
      circlesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
