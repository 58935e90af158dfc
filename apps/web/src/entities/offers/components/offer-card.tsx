import { formatPrice, OFFER_MESSAGES as M, type Offer, offerActions, readOfferAmount } from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PriceField } from '../../../components/listing-form/price-field';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useAnswerOffer, useConfirmHandoff } from '../api/offers';
import styles from '../offers.module.css';

/** Where the offer stands, as the viewer reads it; an open offer past its time reads Expired. */
export function offerStatusText(o: Offer, viewerId: string, now: Date): string {
  if (o.status === 'open')
    return new Date(o.expiresAt) <= now ? M.statusExpired : M.statusOpen(o.proposedBy === viewerId);
  const byStatus = {
    accepted: M.statusAccepted,
    declined: M.statusDeclined,
    withdrawn: M.statusWithdrawn,
    expired: M.statusExpired,
    closed: M.statusClosed,
    released: M.statusReleased,
    sold: M.statusSold,
  } as const;
  return byStatus[o.status];
}

/** "Counter offer": "Your price" and "Send counter"; the refusal's sentence in the dialog. */
function CounterDialog(props: { offer: Offer; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerOffer(props.offer.id);
  const submit = () => {
    const read = readOfferAmount(amount, props.offer.post.priceCents);
    if (!read.ok) return setError(read.message);
    answer.mutate(
      { action: 'counter', amount },
      { onSuccess: () => props.onOpenChange(false), onError: (err) => setError(refusalSentence(err)) },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={M.counterTitle}>
      <form
        className={form.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <PriceField label={M.yourPrice} value={amount} onChange={setAmount} />
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <Button block type="submit" disabled={answer.isPending}>
          {M.sendCounter}
        </Button>
        <ModalCancel />
      </form>
    </Modal>
  );
}

/** What confirms a handoff: an offer's or a meetup's (useAction's mutate and its busy flag). */
export interface HandoffConfirm {
  mutate: (code: string, options: { onSuccess: () => void; onError: (err: Error) => void }) => void;
  isPending: boolean;
}

/** The buyer's handoff code, with what to do with it. */
export function HandoffCode({ code }: { code: string }) {
  return (
    <section className={styles.code} aria-label={M.handoffCode}>
      <h3>{M.handoffCode}</h3>
      <p className={styles.digits}>{code}</p>
      <p>{M.handoffHint}</p>
    </section>
  );
}

/** The seller's "Confirm handoff": the buyer's code and Confirm; a wrong code's sentence under it. */
export function ConfirmHandoff({ confirm }: { confirm: HandoffConfirm }) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const alert = useAlert();
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        {M.confirmHandoff}
      </Button>
    );
  return (
    <form
      className={styles.handoff}
      aria-label={M.confirmHandoff}
      onSubmit={(e) => {
        e.preventDefault();
        confirm.mutate(code, {
          onSuccess: () => alert(M.confirmed, 'success'),
          onError: (err) => setError(refusalSentence(err)),
        });
      }}
    >
      <TextField
        label={M.handoffCode}
        value={code}
        onValueChange={setCode}
        inputMode="numeric"
        maxLength={4}
      />
      <Button size="small" type="submit" disabled={confirm.isPending}>
        {M.confirm}
      </Button>
      {error && (
        <p className={form.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * An offer card in the chat: "Offer: $80", the listing, where it stands, and what the viewer may do
 * now: accept, decline or counter the other's amount, withdraw their own; once accepted, the buyer's
 * handoff code and the seller's Confirm handoff; after the sale, the way to rate.
 */
export function OfferCard({ offer, viewerId, now }: { offer: Offer; viewerId: string; now: Date }) {
  const answer = useAnswerOffer(offer.id);
  const confirm = useConfirmHandoff(offer.id);
  const alert = useAlert();
  const [countering, setCountering] = useState(false);
  const can = offerActions(offer, viewerId, now);
  const onError = (err: unknown) => alert(refusalSentence(err), 'danger');
  const act = (action: 'accept' | 'decline' | 'withdraw') => answer.mutate({ action }, { onError });
  /** Decline and Withdraw: the answer's secondary buttons, off while an answer is on its way. */
  const secondaryAct = (action: 'decline' | 'withdraw', label: string) => (
    <Button size="small" variant="secondary" disabled={answer.isPending} onClick={() => act(action)}>
      {label}
    </Button>
  );
  const title = offer.status === 'accepted' || offer.status === 'sold' ? M.acceptedLine : M.card;
  return (
    <article className={styles.card} aria-label={M.card(offer.amountCents)}>
      <p className={styles.title}>
        <strong>{title(offer.amountCents)}</strong>
        {offer.post.priceCents !== null && <span> · {formatPrice(offer.post.priceCents)}</span>}
      </p>
      <p className={styles.listing}>{offer.post.preview}</p>
      {offer.message && <p>{offer.message}</p>}
      <p className={styles.status}>{offerStatusText(offer, viewerId, now)}</p>
      {(can.answer || can.withdraw) && (
        <div className={styles.actions}>
          {can.answer && (
            <>
              <Button size="small" disabled={answer.isPending} onClick={() => act('accept')}>
                {M.accept}
              </Button>
              {secondaryAct('decline', M.decline)}
              <Button size="small" variant="secondary" onClick={() => setCountering(true)}>
                {M.counter}
              </Button>
              <CounterDialog offer={offer} open={countering} onOpenChange={setCountering} />
            </>
          )}
          {can.withdraw && secondaryAct('withdraw', M.withdraw)}
        </div>
      )}
      {can.showCode && offer.handoffCode && <HandoffCode code={offer.handoffCode} />}
      {can.confirmHandoff && <ConfirmHandoff confirm={confirm} />}
      {offer.status === 'sold' && (
        <Link to={`/post/${offer.post.id}`} className={styles.rateLink}>
          {M.rate}
        </Link>
      )}
    </article>
  );
}
