import { type Post, RATING_MESSAGES, RATING_STARS_MAX, ratingError } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { TextAreaField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useRate, useSale } from '../api/listings';
import styles from '../listings.module.css';

const STARS = Array.from({ length: RATING_STARS_MAX }, (_, i) => String(i + 1));
const STAR_LABELS = Object.fromEntries(STARS.map((s) => [s, RATING_MESSAGES.starOption(Number(s))]));

/**
 * On a sold post's page, for its seller and the buyer the seller named: who the other is and a
 * form to rate them once (1 to 5 stars, an optional comment of up to 300 characters).
 */
export function SalePanel({ post }: { post: Post }) {
  const viewer = useViewer();
  const { data } = useSale(post.id, Boolean(viewer) && post.status === 'sold');
  const rate = useRate(post.id);
  const alert = useAlert();
  const [stars, setStars] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const sale = data?.sale;
  if (!sale) return null;
  const name = `${sale.other.firstName} ${sale.other.lastName}`;
  const heading = sale.role === 'seller' ? RATING_MESSAGES.soldTo(name) : RATING_MESSAGES.boughtFrom(name);
  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = ratingError(Number(stars ?? 0), comment);
    if (error) return alert(error, 'danger');
    rate.mutate(
      { stars: Number(stars), comment: comment.trim() || undefined },
      {
        onSuccess: () => alert(RATING_MESSAGES.saved, 'success'),
        onError: (err) => alert(refusalSentence(err), 'danger'),
      },
    );
  };
  return (
    <section className={styles.panel} aria-label={heading}>
      <h2>{heading}</h2>
      {sale.rated ? (
        <p>{RATING_MESSAGES.youRated}</p>
      ) : (
        <form onSubmit={onSubmit} className={styles.panel}>
          <h3>{sale.role === 'seller' ? RATING_MESSAGES.rateBuyer : RATING_MESSAGES.rateSeller}</h3>
          <RadioChoices
            legend={RATING_MESSAGES.stars}
            name="stars"
            options={STARS}
            labels={STAR_LABELS}
            value={stars}
            onChange={setStars}
          />
          <TextAreaField
            label={RATING_MESSAGES.comment}
            className={styles.textarea}
            value={comment}
            maxLength={300}
            onValueChange={setComment}
          />
          <Button type="submit" disabled={rate.isPending}>
            {rate.isPending ? 'Processing...' : RATING_MESSAGES.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
