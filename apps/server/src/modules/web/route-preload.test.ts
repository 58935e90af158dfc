import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HUB_CAMPUS_ID } from '@campus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloader, routeTags } from './route-preload';

// The HTML of a page preloads its chunk (not the chunk's imports, nor what the entry
// already loads) and links the stylesheets of the chunk and all its imports (the page arrives
// rendered: ssr.ts); without a manifest, nothing.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-B.js' },
    '_card.js': { file: 'assets/card-C.js', imports: ['_react.js'], css: ['assets/card-C.css'] },
    'src/features/posts/pages/post-page.tsx': {
      file: 'assets/post-page-D.js',
      isDynamicEntry: true,
      imports: ['_card.js', '_react.js'],
      css: ['assets/post-page-D.css'],
    },
    'src/features/feed/campus-home-page.tsx': { file: 'assets/home-E.js', imports: ['_card.js'] },
    'src/features/hub/hub-welcome-page.tsx': { file: 'assets/hub-F.js' },
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('route preloads', () => {
  const files = routePreloader(dist);
  const preload = (campusId: string, pagePath: string) => routeTags(files(campusId, pagePath));

  it("preloads a post page's own chunk, not its imports (they would take the connections first), and links every import's CSS", () => {
    const tags = preload('ou', '/post/0190c3a1-0000-7000-8000-000000000000');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/post-page-D.js" />');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/post-page-D.css" />');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/card-C.css" />');
    expect(tags).not.toContain('card-C.js');
    expect(tags).not.toContain('react-B.js');
  });

  it('picks the hub or the campus home for /home, nothing for other pages or a post on the hub', () => {
    expect(preload(HUB_CAMPUS_ID, '/home')).toContain('/assets/hub-F.js');
    expect(preload('ou', '/home')).toContain('/assets/home-E.js');
    expect(preload('ou', '/settings')).toBe('');
    expect(preload(HUB_CAMPUS_ID, '/post/0190c3a1-0000-7000-8000-000000000000')).toBe('');
  });

  it('without a manifest (an older build) adds nothing', () => {
    expect(routeTags(routePreloader(path.join(dist, 'missing'))('ou', '/home'))).toBe('');
  });
});
