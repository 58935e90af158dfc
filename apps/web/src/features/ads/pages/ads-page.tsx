import { ADS_MESSAGES } from '@campus/domain';
import { useParams } from 'react-router';
import styles from '../../../entities/ads/ads.module.css';
import { AdDetail } from '../components/ad-detail';
import { AdList } from '../components/ad-list';
import { useLiveAds } from '../hooks/use-live-ads';

/**
 * /ads and /ads/{adID} (accounts-and-money §2.3): 'My Ads' beside the selected ad above 1000 px; at
 * 1000 px or less the list alone on /ads and the ad alone on /ads/{adID}.
 */
export function AdsPage() {
  const { adId } = useParams();
  useLiveAds();
  return (
    <div className={`${styles.layout} ${adId ? styles.hasAd : ''}`}>
      <AdList activeId={adId} />
      <div className={styles.pane}>
        {adId ? (
          <AdDetail key={adId} adId={adId} />
        ) : (
          <p className={styles.empty}>{ADS_MESSAGES.noAdSelected}</p>
        )}
      </div>
    </div>
  );
}
