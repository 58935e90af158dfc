import {
  RATING_MESSAGES,
  type Rating,
  REPORT_MESSAGES,
  ratingSummary,
  starsLabel,
  starsText,
} from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { OptionsMenu, OptionsMenuItem } from '../../../components/ui/options-menu';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { TimeAgo } from '../../../components/ui/time-ago';
import { useViewer } from '../../../lib/session';
import { ReportDialog } from '../../moderation';
import { useProfileRatings } from '../api/listings';
import styles from '../listings.module.css';

/** '4.8 (12 ratings)' under a profile's name, or 'No ratings yet'. */
export function RatingSummary({ rating }: { rating: { average: number | null; count: number } }) {
  return (
    <p className={styles.muted}>
      {rating.count > 0 && (
        <span className={styles.stars} aria-hidden="true">
          ★{' '}
        </span>
      )}
      {ratingSummary(rating.average, rating.count) ?? RATING_MESSAGES.noRatings}
    </p>
  );
}

function RatingItem({ rating }: { rating: Rating }) {
  const viewer = useViewer();
  const [reporting, setReporting] = useState(false);
  const name = `${rating.from.firstName} ${rating.from.lastName}`.trim();
  const canReport = viewer && rating.from.username && viewer.id !== rating.from.id;
  return (
    <li className={styles.rating} aria-label={RATING_MESSAGES.from(name)}>
      <div className={styles.ratingHead}>
        <span className={styles.stars} role="img" aria-label={starsLabel(rating.stars)}>
          {starsText(rating.stars)}
        </span>
        <span className={styles.muted}>
          {rating.role === 'seller' ? RATING_MESSAGES.asSeller : RATING_MESSAGES.asBuyer}
        </span>
        <TimeAgo className={styles.muted} iso={rating.createdAt} />
        {canReport && (
          <OptionsMenu label={RATING_MESSAGES.options}>
            <OptionsMenuItem onSelect={() => setReporting(true)}>{REPORT_MESSAGES.menuItem}</OptionsMenuItem>
          </OptionsMenu>
        )}
      </div>
      {rating.comment && <p>{rating.comment}</p>}
      <span className={styles.muted}>
        {rating.from.username ? <Link to={`/${rating.from.username}`}>{name}</Link> : name}
      </span>
      {canReport && (
        <ReportDialog open={reporting} onOpenChange={setReporting} targetType="rating" targetId={rating.id} />
      )}
    </li>
  );
}

/** A profile's Ratings tab: the ratings the person received, newest first, 10 at a time. */
export function RatingsList({ username }: { username: string }) {
  const query = useProfileRatings(username);
  if (query.isPending) return <Spinner />;
  const ratings = query.data?.pages.flatMap((p) => p.ratings) ?? [];
  if (ratings.length === 0) return <h2 className={styles.muted}>{RATING_MESSAGES.noRatings}</h2>;
  return (
    <>
      <ul className={styles.list} aria-label={RATING_MESSAGES.ratings}>
        {ratings.map((r) => (
          <RatingItem key={r.id} rating={r} />
        ))}
      </ul>
      <PageEnd query={query} />
    </>
  );
}
