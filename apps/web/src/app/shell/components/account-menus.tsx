// The account dropdowns with Radix, loaded after the first render (profile-menu.tsx, guest-menu.tsx
// show a stand-in button meanwhile): Radix's menu and positioning code is not in the first load.
import { MESSAGES, MODERATION_MESSAGES, OFFER_MESSAGES, type Viewer } from '@campus/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GoogleIcon } from '../../../components/ui/icons';
import menu from '../../../components/ui/menu.module.css';
import { type MenuIntent, useMenuIntent } from '../../../components/ui/menu-stand-in';
import { googleSignInUrl, useGoogleSignIn } from '../../../entities/auth';
import { useModerationRole } from '../../../entities/moderation';

interface DropdownProps {
  className?: string;
  intent: MenuIntent;
  /** The trigger's face, as the stand-in showed it. */
  children: ReactNode;
}

/**
 * The profile dropdown (accounts-and-money §2.5): profile, My Saved, Offers, Settings, Manage Ads, Log Out;
 * Moderation for the campus's moderators and administrators.
 */
export function ProfileDropdown({
  viewer,
  className,
  intent,
  label,
  children,
}: DropdownProps & { viewer: Viewer; label: string }) {
  const { trigger, open, onOpenChange } = useMenuIntent(intent);
  const role = useModerationRole();
  const items = [
    { label: 'Profile', to: `/${viewer.username}` },
    { label: 'My Saved', to: '/saved' },
    { label: OFFER_MESSAGES.pageTitle, to: '/offers' },
    { label: 'Settings', to: '/settings' },
    { label: 'Manage Ads', to: '/ads' },
    ...(role?.moderator ? [{ label: MODERATION_MESSAGES.pageTitle, to: '/moderation' }] : []),
    { label: 'Log Out', to: '/logout' },
  ];
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={trigger} className={className} aria-label={label}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={menu.menuLabel}>
            {viewer.firstName} {viewer.lastName}
          </DropdownMenu.Label>
          <div className={menu.menuText}>@{viewer.username}</div>
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={menu.menuItem}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The logged-out dropdown (accounts-and-money §2.5). */
export function GuestDropdown({ className, intent, children }: DropdownProps) {
  const { trigger, open, onOpenChange } = useMenuIntent(intent);
  const google = useGoogleSignIn();
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger ref={trigger} className={className} aria-label={MESSAGES.guestDropdown.title}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={menu.menuLabel}>{MESSAGES.guestDropdown.title}</DropdownMenu.Label>
          <div className={menu.menuText}>{MESSAGES.guestDropdown.subtitle}</div>
          {google && (
            <DropdownMenu.Item asChild className={menu.menuItem}>
              <a href={googleSignInUrl('/home')}>
                <GoogleIcon /> {MESSAGES.guestDropdown.google}
              </a>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item asChild className={menu.menuItem}>
            <Link to="/user_registration?method=email">{MESSAGES.guestDropdown.email}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
