import { APP_MESSAGES } from '@campus/domain';
import { Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { SuspendedBanner } from '../../../entities/moderation';
import { VerifyBanner } from '../../../features/membership';
import { UnreadCountsProvider, useUnreadCounts } from '../../../features/notifications';
import { ServerCached } from '../../../lib/page-parts';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { BottomBar } from './bottom-bar';
import { MobileHeader } from './mobile-header';
import shell from './shell.module.css';
import { Sidebar } from './sidebar';
import { WidgetColumn } from './widget-column';

/** The page frame: sidebar, main column, widget column; on phones a header and a bottom bar. */
export function AppShell({ widgets = true }: { widgets?: boolean }) {
  const campus = useSiteCampus();
  const signedIn = Boolean(useViewer());
  return (
    <UnreadCountsProvider>
      <div className={shell.shell}>
        {/* The first stop of the Tab key: past the navigation to the page itself (WCAG 2.4.1). */}
        <a className="skip-link" href="#main">
          {APP_MESSAGES.skipToContent}
        </a>
        <Sidebar />
        <main className={`${shell.main} ${widgets ? '' : shell.wide}`} id="main" tabIndex={-1}>
          <MobileHeader />
          <VerifyBanner />
          <SuspendedBanner />
          <PageSlot>
            <Outlet />
          </PageSlot>
        </main>
        {widgets && (
          // The same for every member of the campus on the same page: the server keeps its HTML
          // (lib/page-parts.tsx). Its search box's ids follow its place, the same on the same page.
          <ServerCached
            cacheKey={(page) => JSON.stringify(['widgets', campus, signedIn, page.pathname, page.search])}
          >
            <WidgetColumn />
          </ServerCached>
        )}
        <CachedBottomBar signedIn={signedIn} />
      </div>
    </UnreadCountsProvider>
  );
}

/**
 * The phone's bottom bar, the same for every member of the campus on the same page with the same
 * unread counts: the server keeps its HTML (lib/page-parts.tsx).
 */
function CachedBottomBar({ signedIn }: { signedIn: boolean }) {
  const campus = useSiteCampus();
  const { chats, notifications } = useUnreadCounts();
  return (
    <ServerCached
      cacheKey={(page) =>
        JSON.stringify([
          'bottom bar',
          campus.id,
          campus.isHub,
          signedIn,
          chats,
          notifications,
          page.pathname,
          page.search,
        ])
      }
    >
      <BottomBar />
    </ServerCached>
  );
}

/**
 * The page's place in the shell. A page the server rendered is hydrated once its code has loaded,
 * after the shell around it: until then its part of the HTML is inert (clicks wait, focus passes it
 * by), since nothing could answer its controls. Its own state, so going live re-renders only this.
 */
function PageSlot({ children }: { children: React.ReactNode }) {
  const [live, setLive] = useState(false);
  return (
    <div className={shell.page} inert={!live}>
      <Suspense fallback={<Spinner />}>
        {children}
        <PageIsLive onLive={setLive} />
      </Suspense>
    </div>
  );
}

/** Tells the slot the page is live: its Suspense boundary (hydrated as a whole) has committed. */
function PageIsLive({ onLive }: { onLive: (live: true) => void }) {
  useEffect(() => {
    onLive(true);
  }, [onLive]);
  return null;
}
