import { AD_STATUS_LABELS, ADS_MESSAGES, formatBudget } from '@campus/domain';
import { Link } from 'react-router';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/ads/ads.module.css';
import { ADS_LABELS } from '../../../entities/ads/ads-labels';
import { useAdsQuery } from '../api/get-ads';

/** The viewer's ads, newest first, more on scrolling near the end; 'No Ads' when there are none. */
export function AdList({ activeId }: { activeId?: string }) {
  const query = useAdsQuery();
  const { data, isPending, isError } = query;
  const ads = data?.pages.flatMap((p) => p.ads) ?? [];
  return (
    <nav className={styles.list} aria-labelledby="my-ads-title">
      <h1 id="my-ads-title" className={styles.listTitle}>
        {ADS_MESSAGES.myAds}
      </h1>
      {isPending ? (
        <Spinner label={ADS_LABELS.loadingAds} />
      ) : isError ? (
        <p className={styles.empty} role="alert">
          {ADS_MESSAGES.somethingWentWrong}
        </p>
      ) : ads.length === 0 ? (
        <p className={styles.empty}>{ADS_MESSAGES.noAds}</p>
      ) : (
        <ul className={styles.rows} aria-label={ADS_LABELS.adsList}>
          {ads.map((ad) => (
            <li key={ad.id}>
              <Link
                to={`/ads/${ad.id}`}
                className={`${styles.row} ${ad.id === activeId ? styles.rowActive : ''}`}
                aria-current={ad.id === activeId ? 'page' : undefined}
              >
                {ad.post.imgUrl ? (
                  <img className={styles.thumb} src={ad.post.imgUrl} width={48} height={48} alt="" />
                ) : (
                  <span className={styles.thumb} aria-hidden="true" />
                )}
                <span className={styles.rowText}>
                  <span className={styles.rowTitle}>{ad.title}</span>
                  <span className={styles.rowMeta}>
                    <span className={`${styles.status} ${styles[`status_${ad.status}`] ?? ''}`}>
                      {AD_STATUS_LABELS[ad.status]}
                    </span>
                    <span>{formatBudget(ad)}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageEnd query={query} />
    </nav>
  );
}
