// The files of the page being opened, read from the Vite build manifest (dist/.vite/manifest.json):
// its chunk, preloaded so the page's code loads beside the entry instead of after it, and the
// stylesheets of everything the page imports.
import fs from 'node:fs';
import path from 'node:path';
import { HUB_CAMPUS_ID } from '@campus/domain';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The page module of a path (as apps/web/src/app/routes.tsx maps it), for the pages worth preloading. */
function pageModule(campusId: string, pagePath: string): string | null {
  const isHub = campusId === HUB_CAMPUS_ID;
  if (pagePath === '/home')
    return isHub ? 'src/features/hub/hub-welcome-page.tsx' : 'src/features/feed/campus-home-page.tsx';
  if (isHub) return null;
  if (pagePath === '/media' || pagePath === '/about') return 'src/features/feed/campus-home-page.tsx';
  if (/^\/post\/[^/]+$/.test(pagePath)) return 'src/features/posts/pages/post-page.tsx';
  return null;
}

/** The files of a page beyond what the entry loads: its chunk and the stylesheets of it and its imports. */
export interface RouteFiles {
  /** Paths of the page's own chunk (empty when the entry already has it). */
  scripts: string[];
  /** Paths of the stylesheets of the chunk and of everything it imports. */
  styles: string[];
}

const NO_FILES: RouteFiles = { scripts: [], styles: [] };

/** The head tags of a page's files: modulepreload for its chunk, a stylesheet link for each style. */
export function routeTags(files: RouteFiles): string {
  return [
    ...files.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`),
    // A stylesheet, not a preload: the chunk's import finds it in place and does not insert its own
    // (inserting one cost the first render about 20 ms of style work).
    ...files.styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}" />`),
  ].join('\n    ');
}

/** Reads the manifest once; without one (an old build, a test's dist) pages get no files. */
export function routePreloader(distDir: string): (campusId: string, pagePath: string) => RouteFiles {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return () => NO_FILES;
  }
  // What the entry already loads (index.html names its own chunks): not repeated.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const dep of chunk.imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);
  const cache = new Map<string, RouteFiles>();
  return (campusId, pagePath) => {
    const module = pageModule(campusId, pagePath);
    if (!module || !manifest[module]) return NO_FILES;
    let files = cache.get(module);
    if (files === undefined) {
      // The page's own chunk only: its many small imports, preloaded too, took the browser's six
      // connections (HTTP/1.1) ahead of the entry's chunks and the first photo (Lighthouse: FCP
      // later); the chunk's import brings them as before.
      const scripts = loaded.has(module) ? [] : [`/${manifest[module]!.file}`];
      // But the styles of all of them: the page arrives rendered (ssr.ts), and a part whose
      // stylesheet came with a later import moved the page once it did (Lighthouse: CLS 0.4).
      const imported = new Set<string>();
      walk(module, imported);
      const styles = [...imported]
        .filter((key) => !loaded.has(key))
        .flatMap((key) => manifest[key]!.css ?? [])
        .map((css) => `/${css}`);
      files = { scripts, styles: [...new Set(styles)] };
      cache.set(module, files);
    }
    return files;
  };
}
