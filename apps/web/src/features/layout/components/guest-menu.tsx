import { MESSAGES } from '@campus/domain';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { GoogleIcon, UserIcon } from '../../../components/ui/icons';
import menu from '../../../components/ui/menu.module.css';
import { googleSignInUrl } from '../../auth';
import styles from './mobile.module.css';

/** The logged-out dropdown (accounts-and-money §2.5). */
export function GuestMenu() {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.iconButton} aria-label={MESSAGES.guestDropdown.title}>
        <UserIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.menu} align="end" sideOffset={6}>
          <DropdownMenu.Label className={menu.menuLabel}>{MESSAGES.guestDropdown.title}</DropdownMenu.Label>
          <div className={menu.menuText}>{MESSAGES.guestDropdown.subtitle}</div>
          <DropdownMenu.Item asChild className={menu.menuItem}>
            <a href={googleSignInUrl('/home')}>
              <GoogleIcon /> {MESSAGES.guestDropdown.google}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menu.menuItem}>
            <Link to="/user_registration?method=email">{MESSAGES.guestDropdown.email}</Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
