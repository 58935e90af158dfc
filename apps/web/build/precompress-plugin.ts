// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each script, stylesheet
// and SVG the build emits under assets/: the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing every asset again on every request, which took about a
// quarter of the server's CPU for a page load from an empty cache (brotli of the 259 KB entry,
// 25 ms a request against 6 ms plain). Quality 11 costs under 2 s here, once, and sends less.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text, and more than @fastify/compress's 1 KB threshold. */
const COMPRESSIBLE = /\.(js|css|svg)$/;
const THRESHOLD = 1024;

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'campus-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter(
        (name) => name.startsWith('assets/') && COMPRESSIBLE.test(name),
      );
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await fs.readFile(file);
          if (data.length <= THRESHOLD) return;
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
