import { ADS_MESSAGES, type Post, postAdControls } from '@campus/domain';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import styles from '../ads.module.css';
import { AdCta } from './ad-cta';

/**
 * The post page's ad badge and button (accounts-and-money §4.6, postAdControls): 'Boosted' or, for
 * the owner, 'Ad Paused'; the owner's Boost for $5 / Boost Again / View Analytics; a reader's call to
 * action of an active website ad, otherwise `sendMessage`.
 */
export function PostAdControls({
  post,
  isOwner,
  sendMessage,
}: {
  post: Post;
  isOwner: boolean;
  sendMessage: ReactNode;
}) {
  const { badge, button } = postAdControls({
    isOwner,
    ad: post.ad,
    cta: post.cta,
    sold: post.status === 'sold',
  });
  const boostPath = `/post/${post.id}/boost`;
  return (
    <div className={styles.postControls}>
      {badge && (
        <span className={`${styles.badge} ${badge === 'adPaused' ? styles.badgePaused : ''}`}>
          {ADS_MESSAGES[badge]}
        </span>
      )}
      {button === 'boostFor5' && (
        <ButtonLink size="small" to={boostPath}>
          {ADS_MESSAGES.boostFor5}
        </ButtonLink>
      )}
      {button === 'boostAgain' && (
        <ButtonLink size="small" to={boostPath}>
          {ADS_MESSAGES.boostAgain}
        </ButtonLink>
      )}
      {button === 'viewAnalytics' && post.ad && (
        <ButtonLink size="small" variant="secondary" to={`/ads/${post.ad.id}`}>
          {ADS_MESSAGES.viewAnalytics}
        </ButtonLink>
      )}
      {button === 'cta' && <AdCta post={post} sendMessage={sendMessage} />}
      {button === 'sendMessage' && sendMessage}
    </div>
  );
}
