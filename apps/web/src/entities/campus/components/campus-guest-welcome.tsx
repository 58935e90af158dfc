import { CAMPUS_ADMIN_MESSAGES, MESSAGES } from '@campus/domain';
import { ButtonLink } from '../../../components/ui/button';
import { useSiteCampus } from '../../../lib/site-campus';
import styles from './campus-guest-welcome.module.css';

/**
 * What a signed-out visitor of a campus sees above its content (community §2 Feed page details):
 * Log In and Join Group, and the welcome panel. The feed and a post page opened from a shared link
 * both show it.
 */
export function CampusGuestWelcome({ shortName }: { shortName: string }) {
  // A retired campus takes no new members: it says so at once, and offers no way to join.
  const retired = useSiteCampus().retired;
  return (
    <>
      <div className={styles.guestActions}>
        <ButtonLink to="/login?method=password" variant="secondary" size="small">
          {MESSAGES.feed.logIn}
        </ButtonLink>
        {!retired && (
          <ButtonLink to="/user_registration" size="small">
            {MESSAGES.feed.joinGroup}
          </ButtonLink>
        )}
      </div>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <h2 id="welcome-title">Welcome to {shortName} Buy / Sell</h2>
        {retired ? (
          <p role="status">{CAMPUS_ADMIN_MESSAGES.retiredRefusal(shortName)}</p>
        ) : (
          <p>
            Browse items nearby, message sellers, check profiles, and post in under 30 seconds. Join with your
            school e-mail to see the feed.
          </p>
        )}
      </section>
    </>
  );
}
