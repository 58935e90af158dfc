import {
  OFFER_MESSAGES as M,
  OFFER_MESSAGE_MAX,
  type Post,
  readOfferAmount,
  TRADE_TIP_MESSAGES,
  tradeSafetySignals,
} from '@campus/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PriceField } from '../../../components/listing-form/price-field';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { TextAreaField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { useMakeOffer } from '../api/offers';
import styles from '../offers.module.css';

/** Whether the viewer may make an offer on the post: someone else's priced listing, Available. */
export function canMakeOffer(post: Post, viewerId: string | undefined): boolean {
  return (
    Boolean(viewerId) &&
    viewerId !== post.user.id &&
    post.type === 'post' &&
    post.status === 'available' &&
    post.priceCents !== null &&
    post.priceCents > 0
  );
}

/**
 * "Make an offer" on another member's listing: a dialog with "Your offer" (whole dollars, the
 * composer's price box and sentences) and an optional Message. "Send offer" opens the chat with the
 * seller, where the offer shows as a card. A refusal's sentence shows in the dialog.
 */
export function MakeOfferButton({ post }: { post: Post }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!canMakeOffer(post, viewer?.id)) return null;
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {M.makeOffer}
      </Button>
      <MakeOfferDialog post={post} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The "Make an offer" dialog, opened by the button or the post menu's item. */
export function MakeOfferDialog(props: { post: Post; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const offer = useMakeOffer(props.post.id);
  const navigate = useNavigate();
  // The chat's scam tips run on the offer's message as on any first message (the seller sees them under it).
  const tips = message.trim() ? tradeSafetySignals(message) : [];
  const submit = () => {
    const read = readOfferAmount(amount, props.post.priceCents);
    if (!read.ok) return setError(read.message);
    setError(null);
    offer.send(
      { amount, message: message.trim() || undefined },
      {
        onSuccess: ({ offer: sent }) => {
          props.onOpenChange(false);
          navigate(`/messages/${sent.chatId}`);
        },
        onError: (err) => setError(refusalSentence(err)),
      },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={M.dialogTitle}>
      <form
        className={form.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <PriceField label={M.yourOffer} value={amount} onChange={setAmount} />
        <TextAreaField
          label={M.message}
          value={message}
          onValueChange={setMessage}
          maxLength={OFFER_MESSAGE_MAX}
        />
        {tips.length > 0 && (
          <div className={styles.tip} role="status" aria-label={TRADE_TIP_MESSAGES.composerLabel}>
            <strong>{TRADE_TIP_MESSAGES.composerLabel}</strong>
            {tips.map((t) => (
              <p key={t.kind}>{t.tip}</p>
            ))}
          </div>
        )}
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <Button block type="submit" disabled={offer.isPending}>
          {M.send}
        </Button>
        <ModalCancel />
      </form>
    </Modal>
  );
}
