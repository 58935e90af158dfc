import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { preloadCurrentRoute, router } from './app/router';
import { makeHiddenContentInert } from './lib/inert-outside-dialogs';
import { registerServiceWorker, reloadOnStaleChunk } from './lib/service-worker';
import './styles/global.css';

reloadOnStaleChunk();
makeHiddenContentInert();
preloadCurrentRoute();
void registerServiceWorker();

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser answer in between, where a plain render holds the main thread for the whole page.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
