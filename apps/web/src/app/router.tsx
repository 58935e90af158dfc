import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/** Starts loading the chunks of the pages the current address shows (before they first render). */
export function preloadCurrentRoute(): void {
  for (const match of router.state.matches) {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    handle?.preload?.().catch(() => {});
  }
}
