import { type Author, MODERATION_MESSAGES as M } from '@campus/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import empty from '../../../components/ui/empty-state.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import styles from '../../../entities/moderation/moderation.module.css';
import { useChangeModerators, useModerators } from '../api/moderators';

/** The Moderators tab (administrators): appoint a member of this campus by username or e-mail, remove one. */
export function ModeratorsPanel() {
  const { data, isPending } = useModerators();
  const [who, setWho] = useState('');
  const [removing, setRemoving] = useState<Author | null>(null);
  const change = useChangeModerators(() => {
    setWho('');
    setRemoving(null);
  });
  const appoint = (e: FormEvent) => {
    e.preventDefault();
    if (who.trim()) change.mutate({ appoint: who.trim() });
  };
  return (
    <>
      <form className={styles.appoint} onSubmit={appoint}>
        <div className={styles.grow}>
          <TextField
            label={M.appointLabel}
            value={who}
            onValueChange={setWho}
            maxLength={254}
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={change.isPending || !who.trim()}>
          {M.appoint}
        </Button>
      </form>
      {isPending ? (
        <Spinner label="Loading moderators" />
      ) : !data?.moderators.length ? (
        <section className={empty.empty}>
          <h2>{M.noModerators}</h2>
        </section>
      ) : (
        <ul className={styles.list} aria-label={M.moderatorsTab}>
          {data.moderators.map(({ user }) => (
            <li key={user.id} className={styles.row}>
              <Avatar person={user} size={36} />
              <Link className={styles.grow} to={`/${user.username}`}>
                {user.firstName} {user.lastName} (@{user.username})
              </Link>
              <Button
                size="small"
                variant="secondary"
                aria-label={`Remove @${user.username}`}
                onClick={() => setRemoving(user)}
              >
                {M.removeModerator}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove @${removing?.username ?? ''} as a moderator?`}
        confirmLabel={M.removeModerator}
        busy={change.isPending}
        onConfirm={() => removing && change.mutate({ remove: removing.id })}
        onOpenChange={(open) => !open && setRemoving(null)}
      />
    </>
  );
}
