import type { Viewer } from '@campus/domain';
import { lazy, Suspense, useState } from 'react';
import { UserIcon } from '../../../components/ui/icons';
import { type MenuIntent, MenuStandIn } from '../../../components/ui/menu-stand-in';
import styles from './mobile.module.css';

const ProfileDropdown = lazy(() => import('./account-menus').then((m) => ({ default: m.ProfileDropdown })));

/**
 * The profile dropdown (accounts-and-money §2.5): profile, My Saved, Settings, Manage Ads, Log Out;
 * Moderation for the campus's moderators and administrators (issue 16).
 */
export function ProfileMenu({ viewer, triggerClassName }: { viewer: Viewer; triggerClassName?: string }) {
  const [intent] = useState<MenuIntent>(() => ({ open: false, focused: false }));
  const className = triggerClassName ?? styles.iconButton;
  const face = (
    <>
      <UserIcon />
      {triggerClassName && <span>@{viewer.username}</span>}
    </>
  );
  return (
    <Suspense
      fallback={
        <MenuStandIn className={className} label="Account menu" intent={intent}>
          {face}
        </MenuStandIn>
      }
    >
      <ProfileDropdown viewer={viewer} className={className} intent={intent}>
        {face}
      </ProfileDropdown>
    </Suspense>
  );
}
