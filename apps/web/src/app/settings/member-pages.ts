import {
  AWAY_MESSAGES,
  BLOCK_MESSAGES,
  PUSH_MESSAGES,
  SAVED_SEARCH_MESSAGES,
  STANDING_MESSAGES,
  type Viewer,
} from '@campus/domain';
import type { ComponentType } from 'react';
import { BlockedPeoplePage } from '../../features/blocks/pages/blocked-page';
import { SavedSearchesPage } from '../../features/listings/pages/saved-searches-page';
import { SchoolEmailPage, schoolEmailTitle, VerifySchoolEmailPage } from '../../features/membership';
import { PushSettingsPage } from '../../features/push/pages/push-settings-page';
import { ACCOUNT_PAGES } from '../../features/settings/account';
import { AwayPage } from '../../features/settings/away-page';
import { EmailNotificationsPage } from '../../features/settings/email-notifications-page';
import { StandingPage } from '../../features/standing/pages/standing-page';

export interface MemberPage {
  title: string | ((viewer: Viewer) => string);
  Component: ComponentType;
}

/** Settings pages that need sign-in, by their last path segment (both /settings/x and /settings/account/x). */
export const MEMBER_PAGES: Record<string, MemberPage> = {
  ...ACCOUNT_PAGES,
  school_email: { title: (viewer) => schoolEmailTitle(viewer.schoolEmail), Component: SchoolEmailPage },
  verify_school_email: { title: 'Enter PIN', Component: VerifySchoolEmailPage },
  email_notifications: { title: 'E-mail notifications', Component: EmailNotificationsPage },
  push_notifications: { title: PUSH_MESSAGES.settingsTitle, Component: PushSettingsPage },
  blocked: { title: BLOCK_MESSAGES.listTitle, Component: BlockedPeoplePage },
  saved_searches: { title: SAVED_SEARCH_MESSAGES.title, Component: SavedSearchesPage },
  away: { title: AWAY_MESSAGES.title, Component: AwayPage },
  standing: { title: STANDING_MESSAGES.pageTitle, Component: StandingPage },
};
