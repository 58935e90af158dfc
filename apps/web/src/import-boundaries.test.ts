/// <reference types="node" />
// The web app's import boundaries (docs/conventions.md: imports flow shared → entities → features → app,
// never feature → feature; bulletproof-react). Read from the source text of apps/web/src:
// - layers, lowest first: shared (components/, lib/, styles/), entities/ (the pieces several
//   features show: the post card and cache, the campus, ads, listings…), features/<name>/, and the
//   app (app/, the entries main.tsx and entry-server.tsx, the service worker), which composes features;
// - an import never runs up to a higher layer;
// - a feature never imports another feature, not even a type or through its index.ts: a page that
//   shows another feature's part gets it from app/ (a prop), or the part moves down to entities/;
// - no import cycle between folders (a feature, an entity, a shared folder, app/), type-only
//   imports included, and none between source files (type-only imports are erased, so they do not
//   count there).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED = ['components', 'lib', 'styles'];
/** Each top-level folder's layer, lowest first; anything else under src/ is the app's entries. */
const LAYERS: Record<string, number> = { components: 0, lib: 0, styles: 0, entities: 1, features: 2 };
const APP_LAYER = 3;
const LAYER_NAMES = ['shared', 'entities', 'features', 'app'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) && !/\.test\.ts$/.test(name) ? [relative(SRC, path)] : [];
  });
}

const FILES = sourceFiles(SRC);
const KNOWN = new Set(FILES);

/** A relative specifier resolved to a source file (relative to src), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier));
  return EXTENSIONS.map((ext) => base + ext).find((path) => KNOWN.has(path)) ?? base;
}

const STATIC = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): ImportEdge[] {
  if (file.endsWith('.css')) return [];
  const text = readFileSync(join(SRC, file), 'utf8');
  const edges: ImportEdge[] = [];
  for (const match of text.matchAll(STATIC)) {
    const to = resolve(file, match[3]!);
    if (to) edges.push({ from: file, to, typeOnly: Boolean(match[2]) });
  }
  for (const match of text.matchAll(DYNAMIC)) {
    const to = resolve(file, match[1]!);
    if (to) edges.push({ from: file, to, typeOnly: false });
  }
  return edges;
}

const EDGES = FILES.flatMap(importsOf);

const layerOf = (file: string) => LAYERS[file.split('/')[0]!] ?? APP_LAYER;
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1]! : null);

/** The folder a file belongs to in the folder graph: features/<name>, entities/<name>, lib… or app. */
export function folderOf(file: string): string {
  const [top, name] = file.split('/');
  if ((top === 'features' || top === 'entities') && name) return `${top}/${name}`;
  if (top && SHARED.includes(top)) return top;
  return 'app';
}

/** Every import that breaks a boundary, as 'from → to (rule)'; type-only imports count too. */
export function boundaryViolations(edges: ImportEdge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
    if (toLayer > fromLayer)
      found.push(
        `${from} → ${to} (a lower layer never imports a higher one: ${LAYER_NAMES[fromLayer]} → ${LAYER_NAMES[toLayer]})`,
      );
    const [fromFeature, toFeature] = [featureOf(from), featureOf(to)];
    if (fromFeature && toFeature && fromFeature !== toFeature)
      found.push(`${from} → ${to} (a feature never imports another feature)`);
  }
  return found;
}

/** The folder graph: for each folder, the other folders it imports (type-only imports included). */
export function folderGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (!graph.has(a)) graph.set(a, new Set());
    if (a !== b) graph.get(a)!.add(b);
  }
  return graph;
}

/** The folder cycles: each strongly connected set of two or more folders, sorted (Tarjan). */
export function folderCycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    for (const to of graph.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) !== index.get(folder)) return;
    const members = stack.splice(stack.indexOf(folder));
    if (members.length > 1) cycles.push(members.sort());
  };
  for (const folder of [...graph.keys()].sort()) if (!index.has(folder)) visit(folder);
  return cycles;
}

/** The folder graph as text, one folder a line with what it imports, lowest layer first. */
function printedGraph(graph: Map<string, Set<string>>): string {
  const rank = (folder: string) => layerOf(`${folder}/x`);
  const folders = [...graph.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return folders
    .map(
      (f) =>
        `${LAYER_NAMES[rank(f)]!.padEnd(9)} ${f.padEnd(24)} → ${[...graph.get(f)!].sort().join(', ') || '—'}`,
    )
    .join('\n');
}

/** The import cycles among source files, each as its files in order (value imports only). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to, typeOnly } of edges) {
    if (!typeOnly) next.set(from, [...(next.get(from) ?? []), to]);
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') cycles.push(stack.slice(stack.indexOf(to)));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('web import boundaries', () => {
  it('reads the import graph', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(EDGES.some((e) => e.from === 'app/routes.tsx' && e.to.startsWith('features/'))).toBe(true);
  });

  it('keeps shared → entities → features → app, and no feature imports another', () => {
    const graph = folderGraph(EDGES);
    const violations = boundaryViolations(EDGES);
    const cycles = folderCycles(graph);
    const arrows = [...graph].flatMap(([from, to]) => [...to].map((t) => [from, t] as const));
    const rank = (folder: string) => layerOf(`${folder}/x`);
    const upArrows = arrows.filter(([from, to]) => rank(to) > rank(from)).map(([f, t]) => `${f} → ${t}`);
    const featureArrows = arrows
      .filter(([from, to]) => from.startsWith('features/') && to.startsWith('features/'))
      .map(([f, t]) => `${f} → ${t}`);
    console.log(
      `The web folder graph (type-only and dynamic imports included):\n${printedGraph(graph)}\n\n` +
        `${cycles.length} folder circles, ${upArrows.length} arrows that run back up a layer, ` +
        `${featureArrows.length} feature → feature arrows.` +
        [...cycles.map((c) => `\ncircle: ${c.join(' ⇄ ')}`), ...violations.map((v) => `\n${v}`)].join(''),
    );
    expect(violations).toEqual([]);
    expect(upArrows).toEqual([]);
    expect(featureArrows).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(folderCycles(folderGraph(EDGES))).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(importCycles(EDGES)).toEqual([]);
  });

  it('flags an import up a layer, a feature importing another feature, and cycles', () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    expect(
      boundaryViolations([
        edge('features/posts/pages/post-page.tsx', 'features/ads/components/ad-cta.tsx'),
        edge('features/posts/pages/post-page.tsx', 'features/ads/index.ts'),
        edge('features/posts/pages/post-page.tsx', 'features/ads/index.ts', true),
        edge('features/posts/pages/post-page.tsx', 'features/posts/pages/comment-tree.tsx'),
        edge('features/posts/pages/post-page.tsx', 'entities/posts/components/post-card.tsx'),
        edge('entities/posts/api/posts.ts', 'entities/campus/index.ts'),
        edge('entities/posts/api/posts.ts', 'features/feed/api/feed.ts'),
        edge('lib/session.ts', 'features/auth/index.ts'),
        edge('components/ui/button.tsx', 'entities/posts/index.ts'),
        edge('features/feed/api/feed.ts', 'app/router.tsx'),
        edge('app/router.tsx', 'features/posts/pages/post-page.tsx'),
        edge('main.tsx', 'app/router.tsx'),
      ]),
    ).toHaveLength(7);
    const folders = folderGraph([
      edge('entities/posts/api/posts.ts', 'entities/campus/index.ts'),
      edge('entities/campus/index.ts', 'entities/posts/index.ts', true),
      edge('features/feed/api/feed.ts', 'lib/api-client.ts'),
    ]);
    expect(folderCycles(folders)).toEqual([['entities/campus', 'entities/posts']]);
    expect(importCycles([edge('lib/a.ts', 'lib/b.ts'), edge('lib/b.ts', 'lib/a.ts')])).toEqual([
      ['lib/a.ts', 'lib/b.ts'],
    ]);
    expect(importCycles([edge('lib/a.ts', 'lib/b.ts'), edge('lib/b.ts', 'lib/a.ts', true)])).toEqual([]);
  });
});
