import { AUTOMOD_MESSAGES as A, type HeldItem } from '@campus/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import styles from '../../../entities/moderation/moderation.module.css';
import { timeAgo } from '../../../lib/time-ago';
import { useDecideHeld, useHeldContent } from '../api/held-content';

const kindOf = (item: HeldItem) =>
  item.targetType === 'message'
    ? A.heldKinds.message
    : item.isComment
      ? A.heldKinds.comment
      : A.heldKinds.post;

/**
 * Above the reports: what the campus's rules held (and what reports hid), oldest first, with the
 * rule that held each; Release shows it normally, Remove is the usual removal (its author is told).
 * Nothing shows while nothing is held.
 */
export function HeldPanel() {
  const { data } = useHeldContent();
  const decide = useDecideHeld();
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="held-heading">
      <h2 id="held-heading" className={styles.heading}>
        {A.heldHeading}
      </h2>
      <ul className={styles.list} aria-label={A.heldHeading}>
        {items.map((item) => {
          const what = kindOf(item);
          const name = `${item.author.firstName} ${item.author.lastName}`;
          const target = { targetType: item.targetType, targetId: item.targetId };
          return (
            <li key={`${item.targetType}-${item.targetId}`}>
              <article className={styles.card} aria-label={`${what} ${A.heldBy(name)}`}>
                <div className={styles.cardHeader}>
                  <span className={styles.kind}>{what}</span>
                  <Avatar person={item.author} size={28} />
                  <Link to={`/${item.author.username}`}>
                    {name} (@{item.author.username})
                  </Link>
                </div>
                {item.plainText && <p className={styles.content}>{item.plainText}</p>}
                {item.postId && <Link to={`/post/${item.postId}`}>{A.openPost}</Link>}
                <p className={styles.meta}>
                  {A.heldBecause}: {item.heldReason} · {timeAgo(item.heldAt)}
                </p>
                <div className={styles.actions}>
                  <Button
                    size="small"
                    disabled={decide.isPending}
                    aria-label={A.releaseLabel(what, name)}
                    onClick={() => decide.mutate({ ...target, decision: 'release' })}
                  >
                    {A.release}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    disabled={decide.isPending}
                    aria-label={A.removeLabel(what, name)}
                    onClick={() => decide.mutate({ ...target, decision: 'remove' })}
                  >
                    {A.remove}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
