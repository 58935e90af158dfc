import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { type GeoGateOptions, geoAllowed } from '../../http/geo-gate';
import { escapeHtml } from '../../lib/html';
import type { AccountsDeps } from '../accounts/accounts.service';
import type { SiteInfo } from '../campuses/campuses.service';
import { type FirstAnswers, firstAnswersFor, renderFirstAnswers } from './first-answers.service';
import { injectPageMeta, pageMetaFor } from './link-preview.service';
import { routePreloader, routeTags } from './route-preload';
import { loadPageRenderer, rendersOnServer } from './ssr';

/**
 * Serves the built web app: hashed files under /assets are cached for a year; every other GET
 * that is not an API call answers index.html (the SPA decides the page), with status 404 when the
 * host names no known campus. Each page's index.html carries its link preview (Open Graph and
 * Twitter tags: link-preview.service.ts), the page's first API answers (first-answers.service.ts:
 * the app renders without waiting for them), a modulepreload tag for the page's chunk and the
 * stylesheets of all it imports (route-preload.ts); /home and post pages arrive rendered (ssr.ts).
 * /sw.js is never cached by HTTP, so a deploy reaches every browser's service worker at its next
 * navigation. Without a build (`npm run dev`) only the API is served.
 */
export async function webRoutes(
  app: FastifyInstance,
  opts: { distDir: string; deps: AccountsDeps; site: SiteInfo; geoGate: GeoGateOptions },
): Promise<void> {
  const { deps, site: siteInfo } = opts;
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const template = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  const routeFiles = routePreloader(opts.distDir);
  const renderPage = hasBuild ? await loadPageRenderer(opts.distDir) : null;
  const loader = hasBuild ? hydrateScriptOf(opts.distDir) : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      // Ours, from setHeaders: send's own header (public, max-age=0) would replace it.
      cacheControl: false,
      // The build's .br and .gz beside each asset (apps/web/build/precompress-plugin.ts), sent as
      // the browser accepts; a file without them is compressed on the fly as any other answer.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const worker = path.basename(filePath) === 'sw.js';
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=300',
        );
        // The answer depends on Accept-Encoding whichever copy is sent (a cache in between must know).
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const deferred = new Map<string, string>();
  const deferredTemplate = (scripts: string[]): string => {
    const key = scripts.join(' ');
    let html = deferred.get(key);
    if (html === undefined) {
      html = deferScripts(template, scripts, loader);
      deferred.set(key, html);
    }
    return html;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isPage || request.url.startsWith('/api/') || !hasBuild) {
      throw new AppError(404, 'not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    }
    const { site } = request;
    let html = template;
    let body: string | Buffer = html;
    let personal = false;
    if (site.kind !== 'unknown') {
      const pagePath = request.url.split('?')[0]!;
      // The preview and the first answers are reads: a replica may answer them.
      const readDb = await request.readDb();
      // '/' is the service worker's cached app shell: it never carries anyone's answers.
      const answering =
        pagePath === '/' || !geoAllowed(opts.geoGate, request)
          ? Promise.resolve(null)
          : firstAnswersFor(deps, readDb, siteInfo, request, reply, site.campusId, pagePath).catch(
              (err: unknown): FirstAnswers | null => {
                request.log.warn({ err }, 'first answers failed; the app will ask for them');
                return null;
              },
            );
      // A member's post page previews the post its answers carry, rather than reading it again.
      const shownPost = answering.then((answers) => answers?.post ?? null);
      const [meta, answers] = await Promise.all([
        pageMetaFor(readDb, deps.campuses, site.campusId, siteInfo.publicUrl, pagePath, shownPost).catch(
          (err: unknown) => {
            request.log.warn({ err }, 'link preview failed; serving the page without it');
            return null;
          },
        ),
        answering,
      ]);
      const rendered =
        answers && renderPage && rendersOnServer(pagePath)
          ? await renderPage(`${request.protocol}://${request.host}${request.url}`, answers.json, request.log)
          : null;
      let files = routeFiles(site.campusId, pagePath);
      if (rendered) {
        // The template with its scripts deferred, made once per page kind (its scripts).
        const deferred = deferredTemplate(files.scripts);
        if (deferred !== template) files = { scripts: [], styles: files.styles };
        html = deferred;
      }
      if (meta) html = injectPageMeta(html, meta);
      const head = [routeTags(files), rendered?.head ?? '', answers ? renderFirstAnswers(answers) : '']
        .filter(Boolean)
        .join('\n    ');
      if (head) html = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
      body = rendered ? withRenderedRoot(html, rendered.root) : html;
      personal = answers?.personal ?? false;
    }
    // @fastify/compress hooks into routes; this handler is none, so the page compresses itself.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .status(site.kind === 'unknown' ? 404 : 200)
        // A member's answers are theirs: no shared cache may keep the page.
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8')
        .send(encoding ? await compressPage(body, encoding) : body)
    );
  });
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page with the server's render in its root, inert until the app has loaded. The render is
 * React's own UTF-8 bytes, put in between the page's two halves as they are: made text to go into
 * the page's text, it was encoded again for the answer.
 */
export function withRenderedRoot(html: string, root: Uint8Array): string | Buffer {
  const at = html.indexOf(EMPTY_ROOT);
  if (at < 0) return html;
  return Buffer.concat([
    Buffer.from(`${html.slice(0, at)}<div id="root" inert data-server-rendered>`),
    root,
    Buffer.from(`</div>${html.slice(at + EMPTY_ROOT.length)}`),
  ]);
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The build's loader of a rendered page's scripts (apps/web/build/hydrate.js, hashed), if any. */
function hydrateScriptOf(distDir: string): string | null {
  const assets = path.join(distDir, 'assets');
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((f) => /^hydrate-[\w-]+\.js$/.test(f))
    : null;
  return file ? `/assets/${file}` : null;
}

/**
 * A server-rendered page paints from its HTML: its scripts, there to hydrate it, are added by the
 * `loader` (apps/web/build/hydrate.js) once the HTML is parsed, so the styles and the first photo
 * have the network first. `pageScripts` are the page's own chunks, fetched beside the entry's.
 * Without a loader (an older build) the page keeps its script tags.
 */
export function deferScripts(html: string, pageScripts: string[], loader: string | null): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !loader) return html;
  const preload = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const tag = `<script defer src="${escapeHtml(loader)}" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(
    [...preload, ...pageScripts].join(' '),
  )}"></script>`;
  return html.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `\n    ${tag}`);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding of a page for this Accept-Encoding: brotli, else gzip, else none (q=0 refuses). */
export function pageEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (accept ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** A page compressed (brotli at quality 4, as @fastify/compress does: fast, most of the gain). */
function compressPage(html: string | Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzip(html);
}
