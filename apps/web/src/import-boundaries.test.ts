/// <reference types="node" />
// The web app's import boundaries (docs/conventions.md: imports flow shared → features → app, never
// feature → feature internals; bulletproof-react). Read from the source text of apps/web/src:
// - shared code (components/, lib/, styles/) imports no feature and not app/;
// - a feature never imports app/;
// - a feature imports another feature only through its public entry, `features/<name>/index.ts`
//   (written `../<name>` or `../../<name>`), never a file inside it; app/ may import any feature file;
// - no import cycle between source files (type-only imports are erased, so they do not count).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const SHARED = ['components', 'lib', 'styles'];
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

const layerOf = (file: string) => file.split('/')[0]!;
const featureOf = (file: string) => (file.startsWith('features/') ? file.split('/')[1]! : null);
const isPublicEntry = (file: string) => /^features\/[^/]+\/index\.tsx?$/.test(file);

/** Every import that breaks a boundary, as 'from → to (rule)'. */
export function boundaryViolations(edges: ImportEdge[]): string[] {
  const found: string[] = [];
  for (const { from, to } of edges) {
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (SHARED.includes(layerOf(from)) && (toFeature || layerOf(to) === 'app'))
      found.push(`${from} → ${to} (shared code imports no feature and not app/)`);
    if (fromFeature && layerOf(to) === 'app') found.push(`${from} → ${to} (a feature never imports app/)`);
    if (fromFeature && toFeature && fromFeature !== toFeature && !isPublicEntry(to))
      found.push(`${from} → ${to} (import features/${toFeature}/index.ts, not its internals)`);
  }
  return found;
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

  it('keeps shared → features → app, and features meet only at their public entries', () => {
    expect(boundaryViolations(EDGES)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(EDGES)).toEqual([]);
  });

  it('flags a feature reaching into another feature, shared code importing a feature, and a cycle', () => {
    const edge = (from: string, to: string, typeOnly = false) => ({ from, to, typeOnly });
    expect(
      boundaryViolations([
        edge('features/posts/components/post-card.tsx', 'features/ads/components/ad-cta.tsx'),
        edge('features/posts/components/post-card.tsx', 'features/ads/index.ts'),
        edge('features/posts/components/post-card.tsx', 'features/posts/api/posts.ts'),
        edge('lib/session.ts', 'features/auth/index.ts'),
        edge('features/feed/api/feed.ts', 'app/router.tsx'),
        edge('app/router.tsx', 'features/posts/pages/post-page.tsx'),
      ]),
    ).toHaveLength(3);
    expect(importCycles([edge('lib/a.ts', 'lib/b.ts'), edge('lib/b.ts', 'lib/a.ts')])).toEqual([
      ['lib/a.ts', 'lib/b.ts'],
    ]);
    expect(importCycles([edge('lib/a.ts', 'lib/b.ts'), edge('lib/b.ts', 'lib/a.ts', true)])).toEqual([]);
  });
});
