import { createBrowserRouter } from 'react-router';
import { discardFirstAnswers } from '../lib/first-answers';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

/** Starts loading the chunks of the pages the current address shows (before they first render). */
export function preloadCurrentRoute(): void {
  for (const match of router.state.matches) {
    const handle = match.route.handle as { preload?: () => Promise<unknown> } | undefined;
    handle?.preload?.().catch(() => {});
  }
}

// The HTML's first answers belong to the page it was served for: the first move to another page (a
// redirect too) drops the ones no query took.
const firstKey = router.state.location.key;
const stopWatching = router.subscribe((state) => {
  if (state.location.key === firstKey) return;
  discardFirstAnswers();
  stopWatching();
});
