import { MODERATION_MESSAGES, type Viewer } from '@campus/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import menu from '../../../components/ui/menu.module.css';
import { useModerationRole } from '../../moderation';
import styles from './mobile.module.css';

/**
 * The profile dropdown (accounts-and-money §2.5): profile, My Saved, Settings, Manage Ads, Log Out;
 * Moderation for the campus's moderators and administrators (issue 16).
 */
export function ProfileMenu({ viewer, triggerClassName }: { viewer: Viewer; triggerClassName?: string }) {
  const role = useModerationRole();
  const items = [
    { label: 'Profile', to: `/${viewer.username}` },
    { label: 'My Saved', to: '/saved' },
    { label: 'Settings', to: '/settings' },
    { label: 'Manage Ads', to: '/ads' },
    ...(role?.moderator ? [{ label: MODERATION_MESSAGES.pageTitle, to: '/moderation' }] : []),
    { label: 'Log Out', to: '/logout' },
  ];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClassName ?? styles.iconButton} aria-label="Account menu">
        <UserIcon />
        {triggerClassName && <span>@{viewer.username}</span>}
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
