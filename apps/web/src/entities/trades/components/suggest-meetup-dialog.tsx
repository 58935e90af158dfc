import { type ChatMeetups, MEETUP_MESSAGES as M, meetupTimeRefusal } from '@campus/domain';
import { useState } from 'react';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { Button } from '../../../components/ui/button';
import form from '../../../components/ui/form.module.css';
import { Modal, ModalCancel } from '../../../components/ui/modal';
import { RadioChoices } from '../../../components/ui/radio-choices';
import { TextField } from '../../../components/ui/text-field';
import { refusalSentence } from '../../../lib/api-client';
import { useSuggestMeetup } from '../api/meetups';
import { isoFromLocalInput } from '../meetup-time';
import styles from '../trades.module.css';

const OTHER = '\u0000other';

/**
 * "Suggest a meetup": which listing (when the chat has several), a safe meeting spot or somewhere
 * else, and a date and time. The refusal's sentence shows in the dialog.
 */
export function SuggestMeetupDialog(props: {
  chatId: string;
  data: ChatMeetups;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { listings, spots } = props.data;
  const [postId, setPostId] = useState<string | null>(listings[0]?.id ?? null);
  const [place, setPlace] = useState<string | null>(spots[0]?.name ?? OTHER);
  const [where, setWhere] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suggest = useSuggestMeetup(props.chatId);
  const alert = useAlert();
  const directions = spots.find((s) => s.name === place)?.directions;
  const placeOptions = [...spots.map((s) => s.name), OTHER];
  const placeLabels = Object.fromEntries([...spots.map((s) => [s.name, s.name]), [OTHER, M.otherPlace]]);
  const submit = () => {
    const startsAt = isoFromLocalInput(time);
    if (!postId) return setError(M.notAboutListing);
    const refusal = startsAt ? meetupTimeRefusal(new Date(startsAt), new Date()) : M.badTime;
    if (refusal) return setError(refusal);
    const spot = place !== OTHER && place !== null;
    setError(null);
    suggest.mutate(
      { postId, place: spot ? place : where, spot, startsAt: startsAt! },
      {
        onSuccess: () => {
          props.onOpenChange(false);
          alert(M.sent, 'success');
        },
        onError: (err) => setError(refusalSentence(err)),
      },
    );
  };
  return (
    <Modal open={props.open} onOpenChange={props.onOpenChange} title={M.dialogTitle}>
      <div className={form.form}>
        {listings.length > 1 && (
          <RadioChoices
            legend={M.listing}
            name="meetup-listing"
            options={listings.map((l) => l.id)}
            labels={Object.fromEntries(listings.map((l) => [l.id, l.preview]))}
            value={postId}
            onChange={setPostId}
          />
        )}
        <RadioChoices
          legend={spots.length ? M.spotsLegend : M.place}
          name="meetup-place"
          options={placeOptions}
          labels={placeLabels}
          value={place}
          onChange={setPlace}
        />
        {directions && <p className={styles.cardDirections}>{M.directions(directions)}</p>}
        {place === OTHER && (
          <TextField label={M.otherPlaceLabel} value={where} onValueChange={setWhere} maxLength={100} />
        )}
        <TextField label={M.time} type="datetime-local" value={time} onValueChange={setTime} />
        {error && (
          <p className={form.error} role="alert">
            {error}
          </p>
        )}
        <Button block onClick={submit} disabled={suggest.isPending}>
          {M.send}
        </Button>
        <ModalCancel />
      </div>
    </Modal>
  );
}
