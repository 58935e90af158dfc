import { type AdInReview, MODERATION_MESSAGES as M } from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import empty from '../../../components/ui/empty-state.module.css';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-field';
import styles from '../../../entities/moderation/moderation.module.css';
import { useAdsInReview, useReviewAd } from '../api/ads-in-review';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** 'Reject' asks why (the owner is told, the payment refunded). */
function RejectDialog({ ad, onClose }: { ad: AdInReview | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewAd(() => {
    setReason('');
    onClose();
  });
  if (!ad) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Reject this ad?"
      description="The payment is refunded."
    >
      <div className={form.form}>
        <TextAreaField
          label={M.reasonLabel}
          className={styles.textarea}
          maxLength={500}
          value={reason}
          onValueChange={setReason}
        />
        <Button
          variant="dark"
          block
          disabled={review.isPending || !reason.trim()}
          onClick={() => review.mutate({ adId: ad.id, approve: false, reason })}
        >
          {review.isPending ? 'Processing...' : M.reject}
        </Button>
        <ModalCancel />
      </div>
    </Modal>
  );
}

/** The 'Ads in review' tab (AD_REVIEW): each paid ad with its post and owner, Approve or Reject. */
export function AdsPanel() {
  const query = useAdsInReview();
  const [rejecting, setRejecting] = useState<AdInReview | null>(null);
  const approve = useReviewAd(() => {});
  const ads = query.data?.pages.flatMap((p) => p.ads) ?? [];
  if (query.isPending) return <Spinner label="Loading ads" />;
  if (ads.length === 0)
    return (
      <section className={empty.empty}>
        <h2>{M.noAds}</h2>
      </section>
    );
  return (
    <>
      <ul className={styles.list} aria-label={M.adsTab}>
        {ads.map((ad) => (
          <li key={ad.id} className={styles.card}>
            <strong>{ad.title}</strong>
            <p className={styles.content}>{ad.postText}</p>
            <p className={styles.meta}>
              {dollars(ad.amountBudgetedCents)} for {Math.round(ad.durationMinutes / 1440)} days, by{' '}
              <Link to={`/${ad.owner.username}`}>@{ad.owner.username}</Link> ·{' '}
              <Link to={`/post/${ad.postId}`}>Open the post</Link>
            </p>
            <div className={styles.actions}>
              <Button
                size="small"
                disabled={approve.isPending}
                onClick={() => approve.mutate({ adId: ad.id, approve: true })}
              >
                {M.approve}
              </Button>
              <Button size="small" variant="dark" onClick={() => setRejecting(ad)}>
                {M.reject}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <PageEnd query={query} loadingLabel="Loading more ads" />
      <RejectDialog ad={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
