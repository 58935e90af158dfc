// The server's first render of a page: the web app's own components, built by
// `vite build --ssr` into apps/web/dist-ssr (apps/web/src/entry-server.tsx), render the page from
// its first answers, so the browser paints the page before any script runs; the app then hydrates
// that HTML from the same answers (apps/web/src/main.tsx). Until the app's code has loaded, the
// root is `inert`: its buttons could not answer yet, so they cannot be used (nor reached by the
// keyboard); once it has, React answers them, hydrating first the part that was clicked.
// Anything that goes wrong serves the page as before (an empty root the app renders into).
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { accessibleBrand, requiredDetour } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { postIdOf } from './page-path';

interface ServerEntry {
  /** The root's HTML as UTF-8 bytes, as React writes it (no text decoded to be encoded again). */
  render(url: string, signal: AbortSignal, onError?: (error: unknown) => void): Promise<Uint8Array | null>;
  readAnswersFrom(source: () => Record<string, unknown> | undefined): void;
}

/** How long a render may take before the page is served without it. */
const RENDER_TIMEOUT_MS = 2_000;
const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The pages rendered on the server: those whose data all comes with the HTML (first-answers.service.ts). */
export function rendersOnServer(pagePath: string): boolean {
  return pagePath === '/home' || postIdOf(pagePath) !== null;
}

export type PageRenderer = (
  url: string,
  answersJson: string,
  log: FastifyBaseLogger,
) => Promise<{ root: Uint8Array; head: string } | null>;

/**
 * The renderer of the build beside `distDir` (apps/web/dist → apps/web/dist-ssr), or null without
 * one (`npm run dev`, a build from before server rendering).
 */
export async function loadPageRenderer(distDir: string): Promise<PageRenderer | null> {
  const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  // Each render reads its own page's answers, however many run at once.
  const current = new AsyncLocalStorage<Record<string, unknown>>();
  entry.readAnswersFrom(() => current.getStore());
  return async (url, answersJson, log) => {
    const answers = JSON.parse(answersJson) as Record<string, unknown>;
    const campus = answers['/api/campus'] as { color?: unknown; isHub?: boolean } | undefined;
    const session = answers['/api/session'] as
      | { user: { verified: boolean; schoolVerified: boolean } | null }
      | undefined;
    // An account on a detour (e-mail or school not verified yet) is sent on by the app at once
    // (session-gate.tsx): there is no page to paint first.
    if (!campus || !session || requiredDetour(session.user, campus.isHub === true)) return null;
    const onError = (err: unknown) =>
      log.warn({ err, url }, 'server render failed; serving the page without it');
    const root = await current
      .run(answers, () => entry.render(url, AbortSignal.timeout(RENDER_TIMEOUT_MS), onError))
      .catch((err: unknown) => {
        onError(err);
        return null;
      });
    if (root === null) return null;
    // The campus's colour, as the app sets it once running (root-layout.tsx), so the first paint has it.
    const brand = typeof campus?.color === 'string' ? accessibleBrand(campus.color) : null;
    const head = brand && HEX_COLOUR.test(brand) ? `<style>:root{--brand:${brand}}</style>` : '';
    return { root, head };
  };
}
