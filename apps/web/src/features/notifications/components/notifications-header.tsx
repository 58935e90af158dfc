import { MESSAGES } from '@campus/domain';
import { NavLink } from 'react-router';
import tabStyles from '../../../components/ui/tabs.module.css';
import styles from '../notifications.module.css';

/** The tabs of the notifications area (community §2). */
const TABS = [
  { label: 'All', to: '/notifications' },
  { label: 'Mentions', to: '/notifications/mentions' },
] as const;

/** The title 'Notifications' and the All / Mentions tabs, shared by both pages. */
export function NotificationsHeader() {
  return (
    <>
      <h1 className={styles.heading}>{MESSAGES.nav.notifications}</h1>
      <nav className={tabStyles.tabs} aria-label={MESSAGES.nav.notifications}>
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) => `${tabStyles.tab} ${isActive ? tabStyles.tabActive : ''}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
