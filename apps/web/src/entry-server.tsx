// The server's first render of a page (a first view that paints before the scripts run).
// Built by `vite build --ssr` into dist-ssr/ and called by apps/server/src/modules/web/ssr.ts with the
// page's first answers, the same data the browser then starts from, so the browser hydrates the very
// HTML it was sent (main.tsx). Anything that goes wrong answers null: the page is served as before,
// an empty root the app renders into.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';

export { readAnswersFrom } from './lib/first-answers';

/**
 * The HTML inside #root for `url` (absolute, with the site's host), or null when the page cannot be
 * rendered on the server as the browser would (a redirect, an error in any component, `signal` aborted).
 */
export async function render(
  url: string,
  signal: AbortSignal,
  onError?: (error: unknown) => void,
): Promise<string | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  let failed = false;
  const rendered = prerender(
    <StrictMode>
      <Providers client={createQueryClient({ onGeoBlocked: () => {} })}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
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
  try {
    const html = await new Response((await rendered).prelude).text();
    return failed || signal.aborted ? null : html;
  } catch {
    return null;
  }
}
