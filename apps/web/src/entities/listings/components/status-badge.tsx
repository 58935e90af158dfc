import { LISTING_MESSAGES, type ListingStatus, statusBadge } from '@campus/domain';
import styles from '../listings.module.css';

/** 'Pending' or 'Sold' beside a listing's price (none while available). */
export function StatusBadge({ status }: { status: ListingStatus }) {
  const label = statusBadge(status);
  if (!label) return null;
  return <span className={`${styles.badge} ${status === 'sold' ? styles.sold : ''}`}>{label}</span>;
}

/** 'Edited' on a post its author changed. */
export function EditedLabel({ editedAt }: { editedAt: string | null }) {
  if (!editedAt) return null;
  return (
    <span className={styles.edited} title={new Date(editedAt).toLocaleString()}>
      {LISTING_MESSAGES.edited}
    </span>
  );
}
