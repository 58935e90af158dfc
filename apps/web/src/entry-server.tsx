// The server's first render of a page (a first view that paints before the scripts run).
// Built by `vite build --ssr` into dist-ssr/ and called by apps/server/src/modules/web/ssr.ts with the
// page's first answers, the same data the browser then starts from, so the browser hydrates the very
// HTML it was sent (main.tsx). Anything that goes wrong answers null: the page is served as before,
// an empty root the app renders into.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { PagePartsProvider } from './lib/page-parts';
import { pageParts } from './lib/page-parts-cache';
import { createQueryClient } from './lib/query-client';

export { readAnswersFrom } from './lib/first-answers';
export { forgetPageParts, pagePartStats } from './lib/page-parts-cache';

/** The routes ranked once: the handler keeps no request's state (making it per page was a tenth of a render). */
const handler = createStaticHandler(routes);

type Routed = { context: StaticHandlerContext; router: ReturnType<typeof createStaticRouter> };
/**
 * The routing of the addresses rendered lately. No route has a loader, so an address's routing
 * depends on the address alone; matching the routes and making the router was a twentieth of a page.
 */
const routed = new Map<string, Routed>();
const MAX_ROUTED = 500;

async function routingOf(url: string, signal: AbortSignal): Promise<Routed | null> {
  const known = routed.get(url);
  if (known) return known;
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.errors) return null;
  const made = { context, router: createStaticRouter(handler.dataRoutes, context) };
  routed.set(url, made);
  if (routed.size > MAX_ROUTED) routed.delete(routed.keys().next().value!);
  return made;
}

/**
 * The HTML inside #root for `url` (absolute, with the site's host), as UTF-8 bytes, or null when the
 * page cannot be rendered on the server as the browser would (a redirect, an error in any component,
 * `signal` aborted). Bytes, since that is what React writes and the server sends: the text of a page
 * decoded from React's stream, then encoded again into the answer, was an eighth of a render.
 */
export async function render(
  url: string,
  signal: AbortSignal,
  onError?: (error: unknown) => void,
): Promise<Buffer | null> {
  const routing = await routingOf(url, signal);
  if (!routing) return null;
  const { context, router } = routing;
  let failed = false;
  // Post cards and the like come from the server's kept parts when their inputs are the same.
  const { parts, finish } = pageParts(new URL(url));
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <PagePartsProvider value={parts}>
          <Providers client={createQueryClient({ onGeoBlocked: () => {} })}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </PagePartsProvider>
      </StrictMode>,
      {
        signal,
        // Every boundary written in place: a large one is otherwise sent apart, with an inline script
        // to put it in place, which the Content-Security-Policy (script-src 'self') refuses to run.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed = true;
          onError?.(error);
        },
      },
    );
    const chunks: Uint8Array[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Uint8Array);
    return failed || signal.aborted ? null : finish(Buffer.concat(chunks));
  } catch {
    return null;
  }
}
