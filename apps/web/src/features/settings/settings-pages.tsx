import { BREAKPOINTS } from '@campus/domain';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { BackIcon } from '../../components/ui/icons';
import { useSiteCampus } from '../campus/site-campus';
import { INFO_PAGES, type InfoPageSlug } from '../info-pages/content';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './settings.module.css';
import { SettingsNav } from './settings-nav';

const isInfoSlug = (slug: string): slug is InfoPageSlug => Object.hasOwn(INFO_PAGES, slug);

/** /settings: the navigation list; wide screens go straight to About (the visitor is not signed in). */
export function SettingsIndexPage() {
  const wide = typeof window !== 'undefined' && window.innerWidth > BREAKPOINTS.tablet;
  useEffect(() => {
    document.title = 'Settings';
  }, []);
  if (wide) return <Navigate to="/settings/about" replace />;
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

/** /settings/{page}: the list beside the page (the list hides at 1000 px or less, a back control shows). */
export function SettingsPage() {
  const { page = '' } = useParams();
  const campus = useSiteCampus();
  const { hash } = useLocation();
  const info = isInfoSlug(page) ? INFO_PAGES[page] : undefined;
  useEffect(() => {
    if (info) document.title = info.title;
  }, [info]);
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <div className={`${styles.layout} ${styles.withPage}`}>
      <div className={styles.navColumn}>
        <header className={styles.header}>
          <h2 className={styles.headerTitle}>Settings</h2>
        </header>
        <SettingsNav />
      </div>
      <div className={styles.pageColumn}>
        {info ? (
          <>
            <header className={styles.header}>
              <Link to="/settings" className={styles.back} aria-label="Back">
                <BackIcon />
              </Link>
              <h1 className={styles.headerTitle}>{info.title}</h1>
            </header>
            <article className={styles.content}>
              <info.Component
                campusName={campus.isHub ? 'your campus' : campus.shortName}
                socialDmUrl={campus.socialDmUrl}
                supportEmail={campus.supportEmail}
              />
            </article>
          </>
        ) : (
          <NotFoundPage />
        )}
      </div>
    </div>
  );
}
