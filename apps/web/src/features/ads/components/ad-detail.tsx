import {
  AD_STATUS_LABELS,
  ADS_EXTRA_MESSAGES,
  ADS_MESSAGES,
  type Ad,
  type AdAnalytics,
  adTimeLeftText,
  formatBudget,
  formatWholeNumber,
} from '@campus/domain';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/ads/ads.module.css';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { ApiError } from '../../../lib/api-client';
import { useAdQuery } from '../api/get-ad';
import { useNow } from '../hooks/use-now';
import { AdActions } from './ad-actions';
import { AdTitleForm } from './ad-title-form';

const COUNTERS: (keyof AdAnalytics)[] = [
  'views',
  'accountsReached',
  'directMessages',
  'copiedLink',
  'externalLinkClicks',
  'profileVisits',
];

/** /ads/{adID}: one ad's title, status, spent of budget, time left, live counters and its controls. */
export function AdDetail({ adId }: { adId: string }) {
  const { data: ad, error, isPending } = useAdQuery(adId);
  if (isPending) return <Spinner label={ADS_LABELS.loadingAd} />;
  if (!ad) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <p className={styles.empty} role="alert">
        {missing ? ADS_MESSAGES.notFound : ADS_MESSAGES.somethingWentWrong}
      </p>
    );
  }
  return <AdView ad={ad} />;
}

function AdView({ ad }: { ad: Ad }) {
  const now = useNow(30_000);
  return (
    <article className={styles.detail} aria-labelledby="ad-detail-title">
      <Link className={styles.back} to="/ads">
        {ADS_LABELS.backToAds}
      </Link>
      <h2 id="ad-detail-title" className={styles.detailTitle}>
        {ad.title}
      </h2>
      <AdTitleForm key={`${ad.id}:${ad.title}`} ad={ad} />
      <dl className={styles.facts}>
        <div>
          <dt>{ADS_LABELS.status}</dt>
          <dd className={`${styles.status} ${styles[`status_${ad.status}`] ?? ''}`}>
            {AD_STATUS_LABELS[ad.status]}
          </dd>
        </div>
        <div>
          <dt>{ADS_LABELS.budget}</dt>
          <dd>{formatBudget(ad)}</dd>
        </div>
        <div>
          <dt>{ADS_LABELS.timeLeft}</dt>
          <dd>{adTimeLeftText(ad, now, ADS_EXTRA_MESSAGES.untilPaused)}</dd>
        </div>
      </dl>
      <section aria-labelledby="ad-analytics-title">
        <h3 id="ad-analytics-title" className={styles.sectionTitle}>
          {ADS_LABELS.analytics}
        </h3>
        <dl className={styles.counters} aria-live="polite">
          {COUNTERS.map((key) => (
            <div key={key} className={styles.counter}>
              <dt>{ADS_LABELS.counters[key]}</dt>
              <dd>{formatWholeNumber(ad.analytics[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AdActions ad={ad} />
      <Link className={styles.postLink} to={`/post/${ad.postId}`}>
        {ADS_LABELS.viewPost}
      </Link>
    </article>
  );
}
