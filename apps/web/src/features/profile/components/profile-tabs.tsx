import { PROFILE_MESSAGES, type ProfileTab, RATING_MESSAGES } from '@campus/domain';
import { Link } from 'react-router';
import tabStyles from '../../../components/ui/tabs.module.css';
import { PROFILE_LABELS } from '../profile-labels';

/** The posts tabs, and Ratings (the ratings the person received). */
export type ProfileView = ProfileTab | 'ratings';

const TABS: { tab: ProfileView; label: string }[] = [
  { tab: 'home', label: PROFILE_MESSAGES.posts },
  { tab: 'photos', label: PROFILE_MESSAGES.photos },
  { tab: 'replies', label: PROFILE_MESSAGES.replies },
  { tab: 'likes', label: PROFILE_MESSAGES.likes },
  { tab: 'ratings', label: RATING_MESSAGES.ratings },
];

export const profileTabId = (tab: ProfileView) => `profile-tab-${tab}`;
export const profilePanelId = 'profile-panel';

/** Posts (the default, no ?show=), Photos, Replies, Likes and Ratings as links that set ?show=. */
export function ProfileTabs({ username, current }: { username: string; current: ProfileView }) {
  return (
    <div className={tabStyles.tabs} role="tablist" aria-label={PROFILE_LABELS.tabs}>
      {TABS.map(({ tab, label }) => {
        const selected = tab === current;
        return (
          <Link
            key={tab}
            id={profileTabId(tab)}
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? profilePanelId : undefined}
            className={`${tabStyles.tab} ${selected ? tabStyles.tabActive : ''}`}
            to={tab === 'home' ? `/${username}` : `/${username}?show=${tab}`}
            replace
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
