import { MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  BellIcon,
  HomeIcon,
  MailIcon,
  PlusIcon,
  SchoolIcon,
  SearchIcon,
  SettingsIcon,
} from '../../../components/ui/icons';
import { GuestPrompt, type GuestPromptReason } from '../../../entities/auth';
import { UnreadBadge, useUnreadCounts, withUnreadCount } from '../../../features/notifications';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { CreatePostButton } from './create-post-button';
import styles from './mobile.module.css';

/** Where a member's tab leads; a guest's opens the guest prompt instead. */
const MEMBER_TABS: Record<GuestPromptReason, string> = {
  search: '/search',
  post: '/create/post',
  message: '/messages',
  like: '/saved',
  comment: '/home',
  'join campus': '/settings/school_email',
};

const tabClass = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`;

/** The phone bottom bar (accounts-and-money §2.5); home scrolls to the top when already home. */
export function BottomBar() {
  const campus = useSiteCampus();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const [prompt, setPrompt] = useState<GuestPromptReason | null>(null);
  const unread = useUnreadCounts();
  const onHome = (e: React.MouseEvent) => {
    if (pathname === '/home') {
      e.preventDefault();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };
  if (campus.isHub) {
    return (
      <nav className={styles.bottomBar} aria-label="Bottom">
        <NavLink to="/home" className={tabClass} onClick={onHome} aria-label={MESSAGES.nav.home}>
          <HomeIcon />
        </NavLink>
        <NavLink to="/search_schools" className={tabClass} aria-label={MESSAGES.nav.search}>
          <SchoolIcon />
        </NavLink>
        <NavLink to="/settings" className={tabClass} aria-label={MESSAGES.nav.settings}>
          <SettingsIcon />
        </NavLink>
      </nav>
    );
  }
  /** A member's tab is a link; a guest's opens the guest prompt. */
  const guestTab = (reason: GuestPromptReason, label: string, icon: React.ReactNode, extra = '') =>
    viewer ? (
      <NavLink to={MEMBER_TABS[reason]} className={(s) => `${tabClass(s)} ${extra}`} aria-label={label}>
        {icon}
      </NavLink>
    ) : (
      <button
        type="button"
        className={`${styles.tab} ${extra}`}
        aria-label={label}
        onClick={() => setPrompt(reason)}
      >
        {icon}
      </button>
    );
  return (
    <nav className={styles.bottomBar} aria-label="Bottom">
      <NavLink to="/home" className={tabClass} onClick={onHome} aria-label={MESSAGES.nav.buySell}>
        <HomeIcon />
      </NavLink>
      {guestTab('search', MESSAGES.nav.search, <SearchIcon />)}
      {viewer ? (
        <CreatePostButton className={`${styles.tab} ${styles.addTab}`}>
          <PlusIcon />
        </CreatePostButton>
      ) : (
        guestTab('post', MESSAGES.nav.createPost, <PlusIcon />, styles.addTab)
      )}
      {guestTab(
        'message',
        withUnreadCount(MESSAGES.nav.messages, unread.chats),
        <UnreadBadge of="chats">
          <MailIcon />
        </UnreadBadge>,
      )}
      {viewer ? (
        <NavLink
          to="/notifications"
          className={tabClass}
          aria-label={withUnreadCount(MESSAGES.nav.notifications, unread.notifications)}
        >
          <UnreadBadge of="notifications">
            <BellIcon />
          </UnreadBadge>
        </NavLink>
      ) : (
        guestTab('message', MESSAGES.nav.notifications, <BellIcon />)
      )}
      <GuestPrompt
        reason={prompt ?? 'message'}
        open={prompt !== null}
        onOpenChange={(open) => !open && setPrompt(null)}
      />
    </nav>
  );
}
