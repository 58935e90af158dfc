import { useEffect, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useStartChat } from '../../../entities/messages/api/start-chat';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { UserSearchBox } from '../components/user-search-box';
import styles from '../new-message.module.css';

/**
 * /messages/new?to={userId}&share={postId} (community §2): pick a campus member to message; with
 * ?to= the chat opens at once. With ?share= the post waits in the chat's message box and goes with
 * the first message. The chat replaces this page in history: Back leads to where the person was.
 */
export function NewMessagePage() {
  const [params] = useSearchParams();
  const to = params.get('to');
  const share = params.get('share') ?? undefined;
  const { mutate: start, isPending } = useStartChat();
  const titleId = useId();
  // StrictMode runs effects twice: the chat (and its shared post) must start only once per ?to=.
  const startedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!to || startedFor.current === to) return;
    startedFor.current = to;
    start({ userId: to, sharePostId: share, replace: true });
  }, [to, share, start]);

  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {MESSAGES_LABELS.newMessage}
      </h1>
      {isPending ? (
        <Spinner label={MESSAGES_LABELS.starting} />
      ) : (
        <UserSearchBox onChoose={(user) => start({ userId: user.id, sharePostId: share, replace: true })} />
      )}
    </section>
  );
}
