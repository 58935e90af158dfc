/// <reference types="node" />
// One way to change data (docs/conventions.md habit 1): every request that changes data runs inside useAction
// (lib/use-action.ts: useMutation, the same change sent once while in flight, the refusal's
// sentence). Read from the source text of apps/web/src:
// - only lib/use-action.ts imports useMutation;
// - no busy flag is hand-rolled around a call (`setBusy(true)` and the like);
// - a mutating request (api() or fetch() with POST, PUT, PATCH or DELETE) sits inside a useAction
//   call (or a use…Action hook's, or a `mutationFn={…}` prop), or in a fetcher (a top-level
//   function) that is itself named only there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const HOOK = 'lib/use-action.ts';
/** Requests that are no one's change of data: counters and beacons sent and forgotten, the service worker. */
const NOT_ACTIONS = new Set([
  'features/search/api/count-search.ts',
  'entities/ads/api/track-analytics.ts',
  'service-worker/sw.ts',
]);
/**
 * Functions allowed a request of their own, each for its reason: Save on a card makes its
 * MutationObserver at the tap (a useMutation in every card cost every card's render), and a second
 * tap while the first is on its way is ignored (a later one is the person's Unsave).
 */
const OWN_PATH = new Set(['entities/posts/api/posts.ts#useToggleSave']);
/** A pending flag that guards no request: the composer's delayed navigation after sending. */
const NOT_BUSY = new Set(['features/composer/use-delayed-navigate.ts']);

export interface Source {
  file: string;
  text: string;
}

function sources(dir: string): Source[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) return [];
    return [{ file: relative(SRC, path), text: readFileSync(path, 'utf8') }];
  });
}

const MUTATING = /\b(?:api\s*(?:<[^(]*?>)?|fetch)\(\s*[^;]*?method:\s*['"](?:POST|PUT|PATCH|DELETE)['"]/gs;
const BUSY_FLAG =
  /\bset\w*(?:[Bb]usy|[Ss]ubmitting|[Pp]ending|[Ss]aving|[Ss]ending|[Ww]orking)\w*\(\s*true\s*\)/g;
const IMPORTS_USE_MUTATION =
  /import\s*(?:type\s*)?\{[^}]*\buseMutation\b[^}]*\}\s*from\s*['"]@tanstack\/react-query['"]/;
const TOP_LEVEL = /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?\s+|const\s+|let\s+)(\w+)/gm;

/**
 * The spans where a request may be named: the arguments of every useAction(...) call (or of a
 * use…Action hook made on it), and a `mutationFn={...}` prop handed to a component that runs it so.
 */
function actionSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const opens = [
    ...[...text.matchAll(/\buse\w*Action\s*(?:<[^(]*?>)?\(/g)].map((m) => [
      m.index + m[0].length - 1,
      '(',
      ')',
    ]),
    ...[...text.matchAll(/\bmutationFn=\{/g)].map((m) => [m.index + m[0].length - 1, '{', '}']),
  ] as [number, string, string][];
  for (const [open, opening, closing] of opens) {
    let depth = 0;
    for (let i = open; i < text.length; i++) {
      if (text[i] === opening) depth++;
      else if (text[i] === closing && --depth === 0) {
        spans.push([open, i]);
        break;
      }
    }
  }
  return spans;
}

/** Each top-level declaration's name and span (to the next one). */
function declarations(text: string): { name: string; start: number; end: number }[] {
  const found = [...text.matchAll(TOP_LEVEL)];
  return found.map((m, i) => ({ name: m[1]!, start: m.index, end: found[i + 1]?.index ?? text.length }));
}

/** A name used as a value (called or passed), not a property, an object key or a word in a string. */
const uses = (name: string) => new RegExp(`(?<![.\\w'"/?-])${name}\\b(?![-'"/:\\w])`, 'g');
const inside = (at: number, spans: [number, number][]) =>
  spans.some(([start, end]) => at > start && at < end);
const lineOf = (text: string, at: number) => text.slice(0, at).split('\n').length;

/** The names a file imports from a relative module, with the module resolved among the sources. */
function importsOf({ file, text }: Source, known: Set<string>): { names: string[]; from: string }[] {
  const found = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const base = normalize(join(dirname(file), m[2]!));
    const from = ['.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => known.has(p));
    if (!from) continue;
    const names = m[1]!.split(',').map((part) =>
      part
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim(),
    );
    found.push({ names: names.filter(Boolean), from });
  }
  return found;
}

/** Every way around the one mutation path, as 'file:line what'. */
export function secondWays(all: Source[]): string[] {
  const found: string[] = [];
  const fetchers = new Map<string, Set<string>>();
  const fetchersOf = (file: string) => fetchers.get(file) ?? fetchers.set(file, new Set()).get(file)!;
  // The mutating fetchers, found again until none is added (a fetcher may call another).
  for (let grew = true; grew; ) {
    grew = false;
    for (const source of all) {
      if (source.file === HOOK || NOT_ACTIONS.has(source.file)) continue;
      const spans = actionSpans(source.text);
      const imported = importsOf(source, new Set(all.map((s) => s.file)));
      const called = [...source.text.matchAll(MUTATING)].map((m) => ({ at: m.index, what: 'changes data' }));
      for (const { from, names } of imported) {
        for (const name of names.filter((n) => fetchers.get(from)?.has(n))) {
          const found = source.text.matchAll(uses(name));
          called.push(...[...found].map((m) => ({ at: m.index, what: `calls ${name}` })));
        }
      }
      for (const { at, what } of called.filter((call) => !inside(call.at, spans))) {
        const owner = declarations(source.text).find((d) => at >= d.start && at < d.end);
        const importLine = /^import\b/.test(source.text.slice(source.text.lastIndexOf('\n', at) + 1));
        if (importLine || OWN_PATH.has(`${source.file}#${owner?.name}`)) continue;
        if (owner && !owner.name.startsWith('use') && /^[a-z]/.test(owner.name)) {
          if (!fetchersOf(source.file).has(owner.name)) {
            fetchersOf(source.file).add(owner.name);
            grew = true;
          }
        } else found.push(`${source.file}:${lineOf(source.text, at)} ${what} outside useAction`);
      }
    }
  }
  // A fetcher named in its own file outside useAction and its own definition.
  for (const source of all) {
    const spans = actionSpans(source.text);
    const decls = declarations(source.text);
    for (const name of fetchers.get(source.file) ?? []) {
      for (const m of source.text.matchAll(uses(name))) {
        const owner = decls.find((d) => m.index >= d.start && m.index < d.end);
        if (
          owner?.name !== name &&
          !inside(m.index, spans) &&
          !fetchers.get(source.file)?.has(owner?.name ?? '')
        )
          found.push(`${source.file}:${lineOf(source.text, m.index)} calls ${name} outside useAction`);
      }
    }
  }
  for (const { file, text } of all) {
    if (file !== HOOK && IMPORTS_USE_MUTATION.test(text))
      found.push(`${file} imports useMutation (use useAction)`);
    for (const m of NOT_BUSY.has(file) ? [] : text.matchAll(BUSY_FLAG))
      found.push(`${file}:${lineOf(text, m.index)} hand-rolls a busy flag (useAction's isPending)`);
  }
  return [...new Set(found)].sort();
}

describe('the one mutation path', () => {
  const all = sources(SRC);

  it('reads the sources', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((s) => s.file === HOOK)).toBe(true);
  });

  it('changes data only through useAction', () => {
    expect(secondWays(all)).toEqual([]);
  });

  it('flags a request outside useAction, a fetcher called outside it, useMutation and a busy flag', () => {
    const post = "api('/api/me/email-notifications', { method: 'POST', json: {} })";
    const fetcher = { file: 'features/a/api/save.ts', text: `export const save = () =>\n  ${post};\n` };
    const hooked = `import { save } from '../api/save';\nexport function useSave() {\n  return useAction({ mutationFn: save });\n}\n`;
    expect(secondWays([fetcher, { file: 'features/a/hooks/use-save.ts', text: hooked }])).toEqual([]);
    const page = `import { save } from './api/save';\nexport function Page() {\n  const go = () => save();\n}\n`;
    const inline = `export function Page() {\n  const go = async () => {\n    setBusy(true);\n    await ${post};\n  };\n}\n`;
    const direct = `import { useMutation } from '@tanstack/react-query';\n`;
    expect(
      secondWays([
        fetcher,
        { file: 'features/a/page.tsx', text: page },
        { file: 'features/b/page.tsx', text: inline },
        { file: 'features/c/api/x.ts', text: direct },
      ]),
    ).toEqual([
      'features/a/page.tsx:3 calls save outside useAction',
      "features/b/page.tsx:3 hand-rolls a busy flag (useAction's isPending)",
      'features/b/page.tsx:4 changes data outside useAction',
      'features/c/api/x.ts imports useMutation (use useAction)',
    ]);
  });
});
