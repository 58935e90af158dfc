import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AlertProvider } from '../components/ui/alerts/alert-provider';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useSiteCampusQuery } from '../features/campus/api/get-campus';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { ApiError } from '../lib/api-client';
import { useRecordNavHistory } from '../lib/nav-history';
import { SiteCampusContext } from '../lib/site-campus';

/** Loads the site's campus from the host name; an unknown campus host shows the 404 page. */
export function RootLayout() {
  const { data: campus, error, isPending, refetch } = useSiteCampusQuery();
  useRecordNavHistory();
  useEffect(() => {
    if (campus) document.documentElement.style.setProperty('--brand', campus.color);
  }, [campus]);
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
      </AlertProvider>
    </SiteCampusContext.Provider>
  );
}
