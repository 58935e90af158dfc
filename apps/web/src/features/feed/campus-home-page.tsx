import { MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CampusLogo } from '../../components/ui/campus-logo';
import tabStyles from '../../components/ui/tabs.module.css';
import { CampusGuestWelcome, PrivateCampusNotice } from '../../entities/campus';
import { ServerCached } from '../../lib/page-parts';
import { useViewer } from '../../lib/session';
import { useSiteCampus } from '../../lib/site-campus';
import styles from './campus-home.module.css';
import { AboutCards } from './components/about-cards';
import { FeedList } from './components/feed-list';
import { MediaGrid } from './components/media-grid';

const TABS = [
  { to: '/home', label: 'For You' },
  { to: '/media', label: 'Photos' },
  { to: '/about', label: 'About' },
];

/**
 * A campus's home: tabs For You (/home), Photos (/media) and About (/about). Every campus is
 * private, so a visitor who is not signed in sees the join gate on all three (community §2).
 */
export function CampusHomePage() {
  const campus = useSiteCampus();
  const viewer = useViewer();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${campus.shortName} Buy / Sell`;
  }, [campus.shortName]);
  let body = <PrivateCampusNotice large />;
  if (viewer)
    body = pathname === '/about' ? <AboutCards /> : pathname === '/media' ? <MediaGrid /> : <FeedList />;
  return (
    <>
      {/* The same for every member of the campus on the same tab: the server keeps its HTML. */}
      <ServerCached
        cacheKey={(page) =>
          JSON.stringify(['campus home', campus, Boolean(viewer), viewer === undefined, page.pathname])
        }
      >
        <header className={styles.banner}>
          <CampusLogo campus={campus} size={64} decorative />
          <div>
            <h1 className={styles.bannerTitle}>{campus.name}</h1>
            <p className={styles.bannerText}>{MESSAGES.nav.buySell} · Verified students only</p>
          </div>
        </header>
        {!viewer && <CampusGuestWelcome shortName={campus.shortName} />}
        <nav className={tabStyles.tabs} aria-label="Feed">
          {TABS.map((tab) => (
            <NavLink
              key={tab.to}
              to={tab.to}
              className={({ isActive }) => `${tabStyles.tab} ${isActive ? tabStyles.tabActive : ''}`}
            >
              {tab.label}
            </NavLink>
          ))}
        </nav>
      </ServerCached>
      {body}
    </>
  );
}
