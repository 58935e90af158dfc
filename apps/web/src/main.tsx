// First: starts the Intl worker before the app's modules run.
import './lib/intl-warm';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { getRouter } from './app/router';
import { makeHiddenContentInert } from './lib/inert-outside-dialogs';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker, reloadOnStaleChunk } from './lib/service-worker';
import { markFirstEffectsDone } from './lib/use-hydrated';
import './styles/global.css';

reloadOnStaleChunk();
makeHiddenContentInert();
void registerServiceWorker();

const container = document.getElementById('root')!;
const client = createQueryClient({
  onGeoBlocked: () => void getRouter().navigate('/404', { replace: true }),
});
// The router is made by the first render (getRouter), not here while the modules run.
function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}

const app = (
  <StrictMode>
    <Providers client={client}>
      <AppRouter />
    </Providers>
  </StrictMode>
);
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser answer in between, where a plain render holds the main thread for the whole page. A page
// the server rendered (apps/server/src/modules/web/ssr.ts) is hydrated: React adopts its HTML, built
// from the same first answers. It was inert until now, while nothing could answer its controls; from
// here React does for the shell: a click or a key on a part not hydrated yet hydrates that part first.
// The page's own part stays inert until its Suspense boundary has hydrated (PageSlot in app-shell.tsx):
// its chunk can come after the shell is live.
startTransition(() => {
  if (container.hasAttribute('data-server-rendered')) hydrateRoot(container, app);
  else {
    markFirstEffectsDone();
    createRoot(container).render(app);
  }
});
container.removeAttribute('inert');
