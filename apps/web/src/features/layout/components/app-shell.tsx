import { APP_MESSAGES } from '@campus/domain';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { VerifyBanner } from '../../membership';
import { SuspendedBanner } from '../../moderation';
import { BottomBar } from './bottom-bar';
import { MobileHeader } from './mobile-header';
import shell from './shell.module.css';
import { Sidebar } from './sidebar';
import { WidgetColumn } from './widget-column';

/** The page frame: sidebar, main column, widget column; on phones a header and a bottom bar. */
export function AppShell({ widgets = true }: { widgets?: boolean }) {
  return (
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
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {widgets && <WidgetColumn />}
      <BottomBar />
    </div>
  );
}
