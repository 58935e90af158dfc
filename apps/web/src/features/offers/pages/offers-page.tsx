import { formatPrice, OFFER_MESSAGES as M, type Offer } from '@campus/domain';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { offerStatusText, useMyOffers } from '../../../entities/offers';
import styles from '../../../entities/offers/offers.module.css';
import postStyles from '../../../entities/posts/components/post-page.module.css';
import { useViewer } from '../../../lib/session';

function OfferList(props: { label: string; offers: Offer[]; empty: string; viewerId: string }) {
  const now = new Date();
  return (
    <section aria-label={props.label}>
      <h2>{props.label}</h2>
      {props.offers.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <ul className={styles.list}>
          {props.offers.map((o) => (
            <li key={o.id} className={styles.row}>
              <Link to={`/post/${o.post.id}`}>{o.post.preview}</Link>
              <span>{formatPrice(o.amountCents)}</span>
              <span>{offerStatusText(o, props.viewerId, now)}</span>
              <Link to={`/messages/${o.chatId}`}>{M.openChat}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /offers: the offers received on my listings and those I sent, each with its listing, amount, status and chat. */
export function OffersPage() {
  const viewer = useViewer();
  const { data, isPending } = useMyOffers();
  useEffect(() => {
    document.title = M.pageTitle;
  }, []);
  return (
    <>
      <h1 className={postStyles.heading}>{M.pageTitle}</h1>
      {isPending || !data || !viewer ? (
        <Spinner />
      ) : (
        <div className={styles.page}>
          <OfferList label={M.received} offers={data.received} empty={M.noneReceived} viewerId={viewer.id} />
          <OfferList label={M.sent} offers={data.sent} empty={M.noneSent} viewerId={viewer.id} />
        </div>
      )}
    </>
  );
}
