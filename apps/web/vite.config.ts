import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hydrateScriptPlugin } from './build/hydrate-script-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { serviceWorkerPlugin } from './build/service-worker-plugin';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // `vite build --ssr`: the server's first render (src/entry-server.tsx) into dist-ssr/, which the
  // server imports; no service worker, no public files.
  plugins: isSsrBuild
    ? [react()]
    : [react(), hydrateScriptPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  // The server render carries its own production React (and every other dependency): `npm start`
  // runs without NODE_ENV=production, which would otherwise pick React's development build. The
  // build script pins NODE_ENV=production: a shell's NODE_ENV=development made the JSX transform
  // call React's development runtime (jsxDEV), which this production React does not have.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, ws: true },
      // Served by the API too: stored files, the local checkout page, the dev inbox.
      '/files': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/pay': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/dev/mail': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      // The site's manifest and home-screen icon are drawn per campus by the server.
      '/manifest.webmanifest': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/apple-touch-icon.png': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    // A page's chunk, imported when the page is first shown, brings its own imports (the browser
    // fetches a module's imports once it has the module) and its stylesheets, which the helper adds
    // as <link>s. The helper's <link rel="modulepreload"> for each import as well took 190 ms of a
    // phone's main thread (4x slowdown) on a feed's first load: appending a link costs ~7 ms there.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads the chunk of the page it serves (route-preload.ts).
    manifest: true,
    assetsInlineLimit: 0,
    // The whole app's stylesheet in one file, loaded with the page (66 KB, 12 KB brotli): split per
    // chunk, a feed's first load fetched 13 stylesheets, and each lazy page's were <link>s the
    // preload helper added before its script could run.
    cssCodeSplit: false,
    // The domain's zod schemas are plain values: a page that reads only a constant or a message
    // from a module does not carry the module's schemas (nor zod) with it.
    rolldownOptions: {
      treeshake: { manualPureFunctions: ['z'] },
      // Every module the entry loads anyway in one chunk with it: split by which lazy pages also
      // import them, they were the entry and 26 more files (46 of a feed's 60 scripts under 3 KB),
      // each a request, a compile and a module to link on every first visit. One file is fewer
      // bytes too (135 KB gzipped against 144). Lazy pages keep their own chunks.
      ...(!isSsrBuild && {
        output: {
          codeSplitting: {
            groups: [{ name: 'index', tags: ['$initial' as const] }],
            // The small chunks that modules shared by several lazy pages were split into are copied
            // into the pages' chunks (one registry keeps each module's single state): a feed's
            // first load went from 33 scripts and 13 stylesheets to 9 and 1, and its CPU, counted
            // over every process of browser, server and Playwright, from 1.32-1.42 to 0.90-0.94 s.
            experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
          },
        },
      }),
    },
  },
}));
