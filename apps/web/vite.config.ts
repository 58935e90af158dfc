import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './build/service-worker-plugin';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
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
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the server preloads the chunk of the page it serves (route-preload.ts).
    manifest: true,
    assetsInlineLimit: 0,
    // The domain's zod schemas are plain values: a page that reads only a constant or a message
    // from a module does not carry the module's schemas (nor zod) with it.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
