import { OFFER_MESSAGES as M } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offerKeys, useChatOffers } from '../api/offers';
import styles from '../offers.module.css';
import { OfferCard } from './offer-card';

/** The offers a chat keeps in view: the last few (older ones are settled). */
const SHOWN = 3;

/**
 * A chat's offers above its messages. `messageCount` changes with each new message: every offer step
 * sends one, so the cards follow the other person's answers live.
 */
export function OfferPanel(props: { chatId: string; viewerId: string; messageCount: number }) {
  const { data } = useChatOffers(props.chatId);
  const client = useQueryClient();
  useEffect(() => {
    if (props.messageCount > 0) void client.invalidateQueries({ queryKey: offerKeys.chat(props.chatId) });
  }, [props.messageCount, props.chatId, client]);
  const shown = data?.offers.slice(-SHOWN) ?? [];
  if (!shown.length) return null;
  const now = new Date();
  return (
    <section className={styles.panel} aria-label={M.panelLabel}>
      {shown.map((o) => (
        <OfferCard key={o.id} offer={o} viewerId={props.viewerId} now={now} />
      ))}
    </section>
  );
}
