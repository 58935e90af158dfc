import { MESSAGES } from '@campus/domain';
import { lazy, Suspense, useState } from 'react';
import { UserIcon } from '../../../components/ui/icons';
import { type MenuIntent, MenuStandIn } from '../../../components/ui/menu-stand-in';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './mobile.module.css';

const GuestDropdown = lazy(() => import('./account-menus').then((m) => ({ default: m.GuestDropdown })));

/** The logged-out dropdown (accounts-and-money §2.5). */
export function GuestMenu() {
  const [intent] = useState<MenuIntent>(() => ({ open: false, focused: false }));
  const live = useHydrated();
  const standIn = (
    <MenuStandIn className={styles.iconButton} label={MESSAGES.guestDropdown.title} intent={intent}>
      <UserIcon />
    </MenuStandIn>
  );
  // The server's HTML has the stand-in, as ProfileMenu's (profile-menu.tsx).
  return (
    <Suspense fallback={standIn}>
      {live ? (
        <GuestDropdown className={styles.iconButton} intent={intent}>
          <UserIcon />
        </GuestDropdown>
      ) : (
        standIn
      )}
    </Suspense>
  );
}
