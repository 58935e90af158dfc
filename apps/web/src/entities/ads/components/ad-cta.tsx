import type { Post } from '@campus/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ADS_LABELS } from '../ads-labels';
import { isTrackedPost, trackAdAction } from '../analytics-tracker';

/**
 * An ad's call to action (accounts-and-money §3 Ad cta): a website opens in a new tab (counted as
 * external_link_click); a profile goal links to the author's profile (profile_visit); a message goal
 * shows the `sendMessage` control its caller provides (which counts direct_message).
 */
export function AdCta({ post, sendMessage }: { post: Post; sendMessage: ReactNode }) {
  const cta = post.cta;
  const track = (action: 'external_link_click' | 'profile_visit') => {
    if (isTrackedPost(post)) trackAdAction(action, post.id);
  };
  if (cta?.type === 'website' && cta.url) {
    return (
      <a
        className={buttonClass({ size: 'small' })}
        href={cta.url}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={() => track('external_link_click')}
      >
        {cta.label}
      </a>
    );
  }
  if (cta?.type === 'profile') {
    return (
      <Link
        className={buttonClass({ size: 'small' })}
        to={`/${post.user.username}`}
        onClick={() => track('profile_visit')}
      >
        {ADS_LABELS.viewProfile}
      </Link>
    );
  }
  return sendMessage;
}
