import { MESSAGES } from '@campus/domain';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { CampusLogo } from '../../../components/ui/campus-logo';
import { GoogleSignInLink, GuestPrompt, type GuestPromptReason } from '../../../entities/auth';
import { UnreadBadge, useUnreadCounts, withUnreadCount } from '../../../features/notifications';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { CreatePostButton } from './create-post-button';
import { sidebarItems } from './nav-items';
import { ProfileMenu } from './profile-menu';
import shell from './shell.module.css';
import styles from './sidebar.module.css';

/** What a guest's click on a members-only entry asks them to log in for. */
const GUEST_REASONS: Record<string, GuestPromptReason> = {
  '/search': 'search',
  '/notifications': 'message',
  '/messages': 'message',
  '/saved': 'like',
};

/** The entries that wear an unread badge, and which count. */
const UNREAD_OF: Record<string, 'notifications' | 'chats'> = {
  '/notifications': 'notifications',
  '/messages': 'chats',
};

/** The left sidebar: brand, navigation, and the guest's log-in options. */
export function Sidebar() {
  const campus = useSiteCampus();
  const viewer = useViewer() ?? null;
  const [prompt, setPrompt] = useState<GuestPromptReason | null>(null);
  const unread = useUnreadCounts();
  return (
    <aside className={shell.sidebar} aria-label="Sidebar">
      <Link to="/home" className={styles.brand} aria-label={`${campus.shortName}, ${campus.name} home`}>
        <CampusLogo campus={campus} size={40} decorative />
        <span className={styles.brandName}>{campus.shortName}</span>
      </Link>
      <nav className={styles.nav} aria-label="Main">
        {sidebarItems(campus, viewer).map(({ label, to, icon: Icon }) => {
          const reason = campus.isHub || viewer ? undefined : GUEST_REASONS[to];
          if (reason) {
            return (
              <button
                key={to}
                type="button"
                className={styles.item}
                onClick={() => setPrompt(reason)}
                aria-label={label}
              >
                <Icon />
                <span className={styles.label}>{label}</span>
              </button>
            );
          }
          const of = UNREAD_OF[to];
          return (
            <NavLink
              key={to}
              to={to}
              className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
              aria-label={of ? withUnreadCount(label, unread[of]) : label}
            >
              {/* First in the text, shown after the icon (CSS order): the name "Notifications, 1 unread"
                  then reads the visible text in order (WCAG 2.5.3), the badge's count after it. The
                  space keeps "Notifications 1" two words for the name check (axe joins inline text). */}
              <span className={styles.label}>{label}</span>{' '}
              {of ? (
                <UnreadBadge of={of}>
                  <Icon />
                </UnreadBadge>
              ) : (
                <Icon />
              )}
            </NavLink>
          );
        })}
      </nav>
      {viewer && !campus.isHub && <CreatePostButton />}
      {viewer && <ProfileMenu viewer={viewer} triggerClassName={styles.account} />}
      {!campus.isHub && !viewer && (
        <section className={styles.guest} aria-label={MESSAGES.guestDropdown.title}>
          <p className={styles.guestTitle}>{MESSAGES.guestDropdown.title}</p>
          <p className={styles.guestText}>{MESSAGES.guestDropdown.subtitle}</p>
          <GoogleSignInLink
            className={buttonClass({ variant: 'secondary', block: true, size: 'small' })}
            redirect="/home"
          />
          <ButtonLink to="/login?method=password" block size="small">
            {MESSAGES.nav.logInWithEmail}
          </ButtonLink>
        </section>
      )}
      <GuestPrompt
        reason={prompt ?? 'message'}
        open={prompt !== null}
        onOpenChange={(open) => !open && setPrompt(null)}
      />
    </aside>
  );
}
