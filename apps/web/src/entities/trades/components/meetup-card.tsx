import {
  MEETUP_MESSAGES as M,
  type Meetup,
  meetupActions,
  meetupTimeLabel,
  meetupTimeRefusal,
} from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { ConfirmHandoff, HandoffCode } from '../../offers';
import { useAnswerMeetup, useConfirmMeetupHandoff, useMeetupOutcome } from '../api/meetups';
import { isoFromLocalInput } from '../meetup-time';
import styles from '../trades.module.css';

/** Where the meetup stands, as the viewer reads it. */
function statusText(m: Meetup, viewerId: string): string {
  if (m.status === 'proposed') return M.statusProposed(m.proposedBy === viewerId);
  if (m.status === 'accepted') return M.statusAccepted;
  if (m.status === 'declined') return M.statusDeclined;
  if (m.status === 'cancelled') return M.statusCancelled;
  return m.outcome === 'sold' ? M.statusSold : M.statusNotSold;
}

/** "Propose another time": a date and time box and its button. */
function ProposeTime({ onPropose, busy }: { onPropose: (startsAt: string) => void; busy: boolean }) {
  const [time, setTime] = useState('');
  const alert = useAlert();
  return (
    <div className={styles.propose}>
      <TextField label={M.time} type="datetime-local" value={time} onValueChange={setTime} />
      <Button
        size="small"
        disabled={busy}
        onClick={() => {
          const startsAt = isoFromLocalInput(time);
          const refusal = startsAt ? meetupTimeRefusal(new Date(startsAt), new Date()) : M.badTime;
          if (refusal || !startsAt) return alert(refusal ?? M.badTime, 'danger');
          onPropose(startsAt);
        }}
      >
        {M.proposeSend}
      </Button>
    </div>
  );
}

/**
 * A meetup card: the listing, the place (a safe meeting spot says so), the time and where it stands,
 * with what the viewer may do now: accept, decline, propose another time, cancel; after an accepted
 * meetup's time, the seller's "Did the sale happen?" (for a sale without the code); once accepted,
 * the buyer's handoff code and the seller's Confirm handoff; after a sale, the way to rate.
 */
export function MeetupCard({
  meetup,
  viewerId,
  now,
  directions,
}: {
  meetup: Meetup;
  viewerId: string;
  now: Date;
  /** The safe meeting spot's directions from the campus's administrators, when it has some. */
  directions?: string;
}) {
  const answer = useAnswerMeetup(meetup.chatId, meetup.id);
  const outcome = useMeetupOutcome(meetup.id);
  const handoff = useConfirmMeetupHandoff(meetup.id);
  const awaitingHandoff = meetup.status === 'accepted' && meetup.outcome === null;
  const alert = useAlert();
  const [proposing, setProposing] = useState(false);
  const can = meetupActions(meetup, viewerId, now);
  const busy = answer.isPending || outcome.isPending;
  const onError = (err: unknown) => alert(refusalSentence(err), 'danger');
  const act = (body: Parameters<typeof answer.mutate>[0]) =>
    answer.mutate(body, { onError, onSuccess: () => setProposing(false) });
  return (
    <article className={styles.card} aria-label={`${M.cardLabel}: ${meetup.place}`}>
      <p className={styles.cardListing}>{meetup.post.preview}</p>
      <p className={styles.cardPlace}>
        <strong>{meetup.place}</strong>
        {meetup.spot && <span className={styles.spotBadge}>{M.safeSpot}</span>}
      </p>
      {meetup.spot && directions && <p className={styles.cardDirections}>{M.directions(directions)}</p>}
      <p>
        <time dateTime={meetup.startsAt}>{meetupTimeLabel(meetup.startsAt)}</time> ·{' '}
        {statusText(meetup, viewerId)}
      </p>
      {awaitingHandoff && meetup.handoffCode && <HandoffCode code={meetup.handoffCode} />}
      {awaitingHandoff && meetup.sellerId === viewerId && <ConfirmHandoff confirm={handoff} />}
      {can.askOutcome && (
        <fieldset className={styles.actions}>
          <legend>{M.saleQuestion}</legend>
          <Button size="small" disabled={busy} onClick={() => outcome.mutate(true, { onError })}>
            {M.yes}
          </Button>
          <Button
            size="small"
            variant="secondary"
            disabled={busy}
            onClick={() => outcome.mutate(false, { onError })}
          >
            {M.no}
          </Button>
        </fieldset>
      )}
      {(can.answer || can.propose || can.cancel) && (
        <div className={styles.actions}>
          {can.answer && (
            <>
              <Button size="small" disabled={busy} onClick={() => act({ action: 'accept' })}>
                {M.accept}
              </Button>
              <Button
                size="small"
                variant="secondary"
                disabled={busy}
                onClick={() => act({ action: 'decline' })}
              >
                {M.decline}
              </Button>
            </>
          )}
          {can.propose && (
            <Button
              size="small"
              variant="secondary"
              aria-expanded={proposing}
              onClick={() => setProposing(!proposing)}
            >
              {M.proposeTime}
            </Button>
          )}
          {can.cancel && (
            <Button
              size="small"
              variant="secondary"
              disabled={busy}
              onClick={() => act({ action: 'cancel' })}
            >
              {M.cancelMeetup}
            </Button>
          )}
        </div>
      )}
      {proposing && can.propose && (
        <ProposeTime busy={busy} onPropose={(startsAt) => act({ action: 'propose', startsAt })} />
      )}
      {meetup.outcome === 'sold' && (
        <Link to={`/post/${meetup.post.id}`} className={styles.rateLink}>
          {M.rate}
        </Link>
      )}
    </article>
  );
}
