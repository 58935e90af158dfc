import { accessibleBrand } from '@campus/domain';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertProvider } from '../components/ui/alerts/alert-provider';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useSiteCampusQuery } from '../entities/campus/api/get-campus';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ApiError } from '../lib/api-client';
import { useDiscardFirstAnswersOnMove } from '../lib/first-answers';
import { useRecordNavHistory } from '../lib/nav-history';
import { SiteCampusContext } from '../lib/site-campus';
import { OfflinePage } from './offline-page';
import { UpdatePrompt } from './update-prompt';

/** Loads the site's campus from the host name; an unknown campus host shows the 404 page. */
export function RootLayout() {
  const { data: campus, error, isPending, fetchStatus, refetch } = useSiteCampusQuery();
  useRecordNavHistory();
  useDiscardFirstAnswersOnMove();
  useEffect(() => {
    // The brand colour darkened where needed so text on it and in it reads at 4.5:1 (WCAG AA).
    if (campus) document.documentElement.style.setProperty('--brand', accessibleBrand(campus.color));
  }, [campus]);
  // Offline, the query waits for the network (paused) or failed to reach the server at all.
  const offline = !campus && (fetchStatus === 'paused' || (error && !(error instanceof ApiError)));
  if (offline) return <OfflinePage onRetry={() => void refetch()} />;
  if (isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!campus) {
    return (
      <div role="alert" style={{ padding: 32, textAlign: 'center' }}>
        <p>Something went wrong. Try again.</p>
        <Button onClick={() => refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <SiteCampusContext.Provider value={campus}>
      <AlertProvider>
        <Outlet />
        {/* Back and Forward return to where the page was scrolled (the feed's pages are cached);
            a new page opens at the top. */}
        <ScrollRestoration />
        <UpdatePrompt />
      </AlertProvider>
    </SiteCampusContext.Provider>
  );
}
