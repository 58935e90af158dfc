import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The page's router, made on first use: the first render asks for it, in a task of its own. Made while
 * the app's modules ran, it lengthened their one long task by a quarter (ranking every route and
 * matching the address: 25 to 80 ms of a phone's main thread at 4x slowdown).
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  if (!router) {
    router = createBrowserRouter(routes);
    preloadCurrentRoute(router);
  }
  return router;
}

/** Starts loading the chunks of the pages the current address shows (before they first render). */
function preloadCurrentRoute(made: ReturnType<typeof createBrowserRouter>): void {
  for (const match of made.state.matches) {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    handle?.preload?.().catch(() => {});
  }
}
