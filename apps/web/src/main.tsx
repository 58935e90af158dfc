import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
