import styles from '../ads.module.css';
import { ADS_LABELS } from '../ads-labels';

/** The 'Sponsored' mark of a feed entry inserted for an ad (community §4). */
export function SponsoredLabel() {
  return <span className={styles.sponsored}>{ADS_LABELS.sponsored}</span>;
}
