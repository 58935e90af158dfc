import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSessionViewer, ViewerContext } from '../lib/session';

/**
 * The query client of one page load (main.tsx) or of one server render (entry-server.tsx). It is made
 * outside React: a first render that React starts over (a click during hydration does that) would
 * otherwise make a second, empty client, and the HTML's first answers, each taken once, would be in
 * the first one only.
 */
export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ViewerProvider>{children}</ViewerProvider>
    </QueryClientProvider>
  );
}

/** The viewer for every part of the app (useViewer): one session observer, not one per part. */
function ViewerProvider({ children }: { children: ReactNode }) {
  return <ViewerContext.Provider value={useSessionViewer()}>{children}</ViewerContext.Provider>;
}
