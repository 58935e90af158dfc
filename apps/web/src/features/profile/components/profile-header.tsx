import { AWAY_MESSAGES, type Profile, STANDING_LABELS } from '@campus/domain';
import { Avatar } from '../../../components/ui/avatar';
import { RatingSummary } from '../../../entities/listings';
import { joinedText } from '../joined-date';
import { ProfileActions } from './profile-actions';
import styles from './profile-page.module.css';

/** Photo, name, @username, ratings ('4.8 (12 ratings)'), bio, joined month and year, and the profile's buttons. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <Avatar person={profile} size={88} />
        <div className={styles.names}>
          <h1 className={styles.name}>
            {profile.firstName} {profile.lastName}
          </h1>
          <p className={styles.username}>@{profile.username}</p>
        </div>
      </div>
      <RatingSummary rating={profile.rating} />
      {profile.standing && <p className={styles.joined}>{STANDING_LABELS[profile.standing]}</p>}
      {profile.away && (
        <p className={styles.away}>
          <strong>{AWAY_MESSAGES.until(profile.away.until)}</strong>
          {profile.away.note && <span> · {profile.away.note}</span>}
        </p>
      )}
      {profile.bio && <p className={styles.bio}>{profile.bio}</p>}
      <p className={styles.joined}>
        <time dateTime={profile.joinedAt}>{joinedText(profile.joinedAt)}</time>
      </p>
      <ProfileActions profile={profile} />
    </header>
  );
}
