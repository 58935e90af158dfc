import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CampusLogo } from '../../../components/ui/campus-logo';
import { BackIcon } from '../../../components/ui/icons';
import { UnreadBadge } from '../../../features/notifications';
import { useGoBack } from '../../../lib/nav-history';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { GuestMenu } from './guest-menu';
import styles from './mobile.module.css';
import { ProfileMenu } from './profile-menu';

/** True while the page is scrolling down (the header hides), false on the way up. */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) > 4) setDown(y > last && y > 60);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return down;
}

/** The phone header: back, campus brand, account menu. Hides on scroll down, shows on scroll up. */
export function MobileHeader() {
  const campus = useSiteCampus();
  const goBack = useGoBack();
  const { pathname } = useLocation();
  const hidden = useScrollingDown();
  const viewer = useViewer();
  return (
    <header className={`${styles.header} ${hidden ? styles.hidden : ''}`}>
      {pathname !== '/home' && (
        <>
          <button type="button" className={styles.iconButton} onClick={goBack} aria-label="Back">
            <BackIcon />
          </button>
          {!pathname.startsWith('/settings') && <UnreadBadge label="unread notifications and messages" />}
        </>
      )}
      <Link to="/home" className={styles.title}>
        <CampusLogo campus={campus} size={30} decorative />
        <span>{campus.shortName}</span>
      </Link>
      {viewer ? <ProfileMenu viewer={viewer} /> : <GuestMenu />}
    </header>
  );
}
