import {
  BLOCK_MESSAGES,
  oneOf,
  PROFILE_MESSAGES,
  PROFILE_TABS,
  type Profile,
  type ProfileTab,
} from '@campus/domain';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import empty from '../../../components/ui/empty-state.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { PrivateCampusNotice, useCanReadCampus } from '../../../entities/campus';
import { RatingsList } from '../../../entities/listings';
import { useStartChat } from '../../../entities/messages';
import { PostList } from '../../../entities/posts';
import { ApiError } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useProfileQuery } from '../api/get-profile';
import { useProfilePostsQuery } from '../api/get-profile-posts';
import { ProfileHeader } from '../components/profile-header';
import styles from '../components/profile-page.module.css';
import { ProfileTabs, type ProfileView, profilePanelId, profileTabId } from '../components/profile-tabs';
import { PROFILE_LABELS } from '../profile-labels';

const EMPTY: Record<ProfileTab, string> = {
  home: PROFILE_MESSAGES.noPosts,
  photos: PROFILE_MESSAGES.noPhotos,
  replies: PROFILE_MESSAGES.noReplies,
  likes: PROFILE_MESSAGES.noLikes,
};

function ProfileTabList({ username, tab }: { username: string; tab: ProfileView }) {
  const canRead = useCanReadCampus();
  if (!canRead) return <PrivateCampusNotice />;
  return tab === 'ratings' ? (
    <RatingsList username={username} />
  ) : (
    <ProfileTabPosts username={username} tab={tab} />
  );
}

function ProfileTabPosts({ username, tab }: { username: string; tab: ProfileTab }) {
  const query = useProfilePostsQuery(username, tab);
  return <PostList query={query} label={PROFILE_LABELS.listLabel[tab]} empty={<h2>{EMPTY[tab]}</h2>} />;
}

/** ?redirect=true: a signed-in visitor is asked whether to message the member (the start-message modal). */
function StartMessageOffer({ profile }: { profile: Profile }) {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const start = useStartChat();
  const open = params.get('redirect') === 'true' && Boolean(viewer) && !profile.isMe;
  const close = () =>
    setParams(
      (p) => {
        p.delete('redirect');
        return p;
      },
      { replace: true },
    );
  return (
    <ConfirmDialog
      open={open}
      title={PROFILE_LABELS.messageTitle(`${profile.firstName} ${profile.lastName}`)}
      text={PROFILE_LABELS.messageText}
      confirmLabel={PROFILE_MESSAGES.sendMessage}
      busy={start.isPending}
      onConfirm={() => start.mutate({ userId: profile.id })}
      onOpenChange={(o) => !o && close()}
    />
  );
}

/**
 * /{username} (community §2 Profile page): the member's header and their Posts, Photos, Replies
 * and Likes (?show=home|photos|replies|likes), 10 at a time with more on scrolling. The lookup is
 * lowercased; an unknown username shows 'This page doesn't exist.' with a Search button; any other
 * failure the error state 'something went wrong' (community §8). A person the viewer blocked shows
 * 'You blocked this person.' with Unblock instead of their bio and lists.
 */
export function ProfilePage() {
  const username = (useParams().username ?? '').toLowerCase();
  const [params] = useSearchParams();
  const show = params.get('show');
  const tab: ProfileView = show === 'ratings' ? 'ratings' : (oneOf(PROFILE_TABS, show) ?? 'home');
  const { data: profile, error, isPending, refetch } = useProfileQuery(username);
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (error && !missing) console.warn('The profile failed to load', error);
  }, [error, missing]);
  useEffect(() => {
    document.title = profile ? `${profile.firstName} ${profile.lastName} (@${profile.username})` : username;
  }, [profile, username]);
  if (isPending) return <Spinner label={PROFILE_LABELS.loading} />;
  if (!profile) {
    return (
      <section className={styles.missing} aria-labelledby="profile-missing-title">
        <h1 id="profile-missing-title">
          {missing ? PROFILE_MESSAGES.missingTitle : PROFILE_MESSAGES.loadFailed}
        </h1>
        {missing ? (
          <ButtonLink to="/search">{PROFILE_MESSAGES.searchButton}</ButtonLink>
        ) : (
          <Button onClick={() => void refetch()}>{PROFILE_LABELS.tryAgain}</Button>
        )}
      </section>
    );
  }
  if (profile.blockedByMe) {
    return (
      <>
        <ProfileHeader profile={profile} />
        <section className={empty.empty} aria-labelledby="profile-blocked-title">
          <h2 id="profile-blocked-title">{BLOCK_MESSAGES.blockedProfile}</h2>
          <p>{BLOCK_MESSAGES.blockedProfileText}</p>
        </section>
      </>
    );
  }
  return (
    <>
      <ProfileHeader profile={profile} />
      <ProfileTabs username={profile.username} current={tab} />
      <div role="tabpanel" id={profilePanelId} aria-labelledby={profileTabId(tab)}>
        <ProfileTabList username={profile.username} tab={tab} />
      </div>
      <StartMessageOffer profile={profile} />
    </>
  );
}
