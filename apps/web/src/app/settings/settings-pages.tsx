import { BREAKPOINTS } from '@campus/domain';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons';
import { INFO_PAGES, type InfoPageSlug } from '../../features/info-pages';
import { NotFoundPage } from '../../features/not-found';
import { UnreadBadge } from '../../features/notifications';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import { MEMBER_PAGES } from './member-pages';
import styles from './settings.module.css';
import { SettingsNav } from './settings-nav';

const isInfoSlug = (slug: string): slug is InfoPageSlug => Object.hasOwn(INFO_PAGES, slug);
const isWide = () => typeof window !== 'undefined' && window.innerWidth > BREAKPOINTS.tablet;

/** /settings: the navigation list; wide screens go to /settings/account when signed in, else About. */
export function SettingsIndexPage() {
  const viewer = useViewer();
  useEffect(() => {
    document.title = 'Settings';
  }, []);
  if (isWide()) return <Navigate to={viewer ? '/settings/account' : '/settings/about'} replace />;
  return (
    <div className={styles.layout}>
      <div className={styles.navColumn}>
        <header className={styles.header}>
          <h1 className={styles.headerTitle}>Settings</h1>
        </header>
        <SettingsNav />
      </div>
    </div>
  );
}

/** Where the back control of a settings page leads (§2.2): account sub-pages back to the account page. */
function backTarget(page: string): string {
  if (page === 'account') return '/settings';
  return Object.hasOwn(MEMBER_PAGES, page) ? '/settings/account' : '/settings';
}

/**
 * /settings/{page} and /settings/account/{page}: the list beside the page (hidden at 1000 px or
 * less, where a back control shows). Open pages for everyone; account pages for signed-in users.
 */
export function SettingsPage() {
  const params = useParams();
  const page = params.page ?? 'account';
  const campus = useSiteCampus();
  const viewer = useViewer();
  const { hash } = useLocation();
  const info = isInfoSlug(page) ? INFO_PAGES[page] : undefined;
  const member = Object.hasOwn(MEMBER_PAGES, page) ? MEMBER_PAGES[page] : undefined;
  const title =
    info?.title ??
    (member && viewer ? (typeof member.title === 'function' ? member.title(viewer) : member.title) : '');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  if (member && viewer === null) return <Navigate to="/" replace />;
  return (
    <div className={`${styles.layout} ${styles.withPage}`}>
      <div className={styles.navColumn}>
        <header className={styles.header}>
          <h2 className={styles.headerTitle}>Settings</h2>
        </header>
        <SettingsNav />
      </div>
      <div className={styles.pageColumn}>
        {info || member ? (
          <>
            <header className={styles.header}>
              <Link to={backTarget(page)} className={styles.back} aria-label="Back">
                <BackIcon />
              </Link>
              <UnreadBadge mobileOnly />
              <h1 className={styles.headerTitle}>{title}</h1>
            </header>
            <article className={styles.content}>
              {info ? (
                <info.Component
                  campusName={campus.isHub ? 'your campus' : campus.shortName}
                  socialDmUrl={campus.socialDmUrl}
                  supportEmail={campus.supportEmail}
                />
              ) : (
                member && viewer && <member.Component />
              )}
            </article>
          </>
        ) : (
          <NotFoundPage />
        )}
      </div>
    </div>
  );
}
