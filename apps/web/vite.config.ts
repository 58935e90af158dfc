import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: true,
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false, ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, assetsInlineLimit: 0 },
});
