import { MEETUP_MESSAGES as M } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { meetupKeys, useChatMeetups } from '../api/meetups';
import styles from '../trades.module.css';
import { MeetupCard } from './meetup-card';
import { SuggestMeetupDialog } from './suggest-meetup-dialog';

/** The meetups a chat keeps in view: the last few (older ones are settled). */
const SHOWN = 2;

/**
 * A chat's meetups above its messages, and "Suggest a meetup" when the chat is about a listing.
 * `messageCount` changes with each new message: every meetup action sends one, so the cards follow
 * the other person's answers live.
 */
export function MeetupPanel(props: {
  chatId: string;
  viewerId: string;
  messageCount: number;
  canSend: boolean;
}) {
  const { data } = useChatMeetups(props.chatId);
  const client = useQueryClient();
  const [suggesting, setSuggesting] = useState(false);
  useEffect(() => {
    if (props.messageCount > 0) void client.invalidateQueries({ queryKey: meetupKeys.chat(props.chatId) });
  }, [props.messageCount, props.chatId, client]);
  if (!data) return null;
  const shown = data.meetups.slice(-SHOWN);
  if (!shown.length && !data.listings.length) return null;
  const now = new Date();
  return (
    <section className={styles.panel} aria-label={M.panelLabel}>
      {shown.map((m) => (
        <MeetupCard
          key={m.id}
          meetup={m}
          viewerId={props.viewerId}
          now={now}
          directions={data.spots.find((s) => s.name === m.place)?.directions}
        />
      ))}
      {props.canSend && data.listings.length > 0 && (
        <>
          <Button size="small" variant="secondary" onClick={() => setSuggesting(true)}>
            {M.suggest}
          </Button>
          <SuggestMeetupDialog
            chatId={props.chatId}
            data={data}
            open={suggesting}
            onOpenChange={setSuggesting}
          />
        </>
      )}
    </section>
  );
}
