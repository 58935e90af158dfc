import type { Viewer } from '@campus/domain';
import { lazy, Suspense, useState } from 'react';
import { UserIcon } from '../../../components/ui/icons';
import { type MenuIntent, MenuStandIn } from '../../../components/ui/menu-stand-in';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './mobile.module.css';

const ProfileDropdown = lazy(() => import('./account-menus').then((m) => ({ default: m.ProfileDropdown })));

/**
 * The profile dropdown (accounts-and-money §2.5): profile, My Saved, Settings, Manage Ads, Log Out;
 * Moderation for the campus's moderators and administrators.
 */
export function ProfileMenu({ viewer, triggerClassName }: { viewer: Viewer; triggerClassName?: string }) {
  const [intent] = useState<MenuIntent>(() => ({ open: false, focused: false }));
  const className = triggerClassName ?? styles.iconButton;
  // Where the button shows the username, its name starts with it (WCAG 2.5.3: "click @maya").
  const label = triggerClassName ? `@${viewer.username}, account menu` : 'Account menu';
  const face = (
    <>
      <UserIcon />
      {triggerClassName && <span>@{viewer.username}</span>}
    </>
  );
  const live = useHydrated();
  const standIn = (
    <MenuStandIn className={className} label={label} intent={intent}>
      {face}
    </MenuStandIn>
  );
  // The server's HTML has the stand-in (see menu-stand-in.tsx): the real menu waits for its code,
  // and a click on a part still waiting for its code to hydrate is dropped by React.
  return (
    <Suspense fallback={standIn}>
      {live ? (
        <ProfileDropdown viewer={viewer} className={className} intent={intent} label={label}>
          {face}
        </ProfileDropdown>
      ) : (
        standIn
      )}
    </Suspense>
  );
}
