// `<link rel="modulepreload">` tags for the chunk of the page being opened, read from the Vite build
// manifest (dist/.vite/manifest.json): the page's code loads beside the entry instead of after it.
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

/** The page module of a path (as apps/web/src/app/router.tsx maps it), for the pages worth preloading. */
function pageModule(campusId: string, pagePath: string): string | null {
  const isHub = campusId === HUB_CAMPUS_ID;
  if (pagePath === '/home')
    return isHub ? 'src/features/hub/hub-welcome-page.tsx' : 'src/features/feed/campus-home-page.tsx';
  if (isHub) return null;
  if (pagePath === '/media' || pagePath === '/about') return 'src/features/feed/campus-home-page.tsx';
  if (/^\/post\/[^/]+$/.test(pagePath)) return 'src/features/posts/pages/post-page.tsx';
  return null;
}

/** Reads the manifest once; without one (an old build, a test's dist) pages get no preload tags. */
export function routePreloader(distDir: string): (campusId: string, pagePath: string) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return () => '';
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
  const cache = new Map<string, string>();
  return (campusId, pagePath) => {
    const module = pageModule(campusId, pagePath);
    if (!module || !manifest[module]) return '';
    let tags = cache.get(module);
    if (tags === undefined) {
      // The page's own chunk only: its many small imports, preloaded too, took the browser's six
      // connections (HTTP/1.1) ahead of the entry's chunks and the first photo (Lighthouse: FCP
      // later); the chunk's import brings them as before.
      const chunks = loaded.has(module) ? [] : [manifest[module]!];
      tags = [
        ...chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${c.file}" />`),
        ...[...new Set(chunks.flatMap((c) => c.css ?? []))].map(
          // A stylesheet, not a preload: the chunk's import finds it in place and does not insert
          // its own (inserting one cost the first render about 20 ms of style work).
          (css) => `<link rel="stylesheet" crossorigin href="/${css}" />`,
        ),
      ].join('\n    ');
      cache.set(module, tags);
    }
    return tags;
  };
}
