import { type Campus, MESSAGES, type Viewer } from '@campus/domain';
import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  BookmarkIcon,
  HomeIcon,
  MailIcon,
  SchoolIcon,
  SearchIcon,
  SettingsIcon,
  UserIcon,
} from '../../../components/ui/icons';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The sidebar of a site (accounts-and-money §2.5): the hub's three entries, or a campus's. */
export function sidebarItems(campus: Campus, viewer: Viewer | null): NavItem[] {
  if (campus.isHub) {
    return [
      { label: MESSAGES.nav.home, to: '/home', icon: HomeIcon },
      { label: MESSAGES.nav.search, to: '/search_schools', icon: SchoolIcon },
      { label: MESSAGES.nav.settings, to: '/settings', icon: SettingsIcon },
    ];
  }
  return [
    { label: MESSAGES.nav.buySell, to: '/home', icon: HomeIcon },
    { label: MESSAGES.nav.search, to: '/search', icon: SearchIcon },
    { label: MESSAGES.nav.notifications, to: '/notifications', icon: BellIcon },
    { label: MESSAGES.nav.messages, to: '/messages', icon: MailIcon },
    { label: MESSAGES.nav.saved, to: '/saved', icon: BookmarkIcon },
    viewer
      ? { label: MESSAGES.nav.profile, to: `/${viewer.username}`, icon: UserIcon }
      : { label: MESSAGES.nav.settings, to: '/settings', icon: SettingsIcon },
  ];
}
