import { formatUntil, type OpenAppeal, STANDING_MESSAGES as S } from '@campus/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import styles from '../../../entities/moderation/moderation.module.css';
import { timeAgo } from '../../../lib/time-ago';
import { useAnswerAppeal, useOpenAppeals } from '../api/appeals';

/** One open appeal: who, against what (its reason, content or end), what they wrote, Uphold or Reverse. */
function AppealCard({ appeal }: { appeal: OpenAppeal }) {
  const answer = useAnswerAppeal();
  const { member, action } = appeal;
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <article className={styles.card} aria-label={`${S.appealFrom} ${name}`}>
      <div className={styles.cardHeader}>
        <span className={styles.kind}>{S.kinds[action.kind]}</span>
        <Avatar person={member} size={28} />
        <Link to={`/${member.username}`}>
          {name} (@{member.username})
        </Link>
      </div>
      <p className={styles.meta}>
        {S.reasonLabel}: {action.reason}
        {action.until && ` · ${S.suspendedUntil(formatUntil(action.until))}`}
      </p>
      {action.contentText && <p className={`${styles.content} ${styles.gone}`}>{action.contentText}</p>}
      <p className={styles.content}>{appeal.text}</p>
      <p className={styles.meta}>{timeAgo(appeal.createdAt)}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: appeal.id, outcome: 'upheld' })}
        >
          {S.uphold}
        </Button>
        <Button
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: appeal.id, outcome: 'reversed' })}
        >
          {S.reverse}
        </Button>
      </div>
    </article>
  );
}

/**
 * The campus's open appeals, above its reports on the Reports tab; nothing while there are none. More
 * come by a button, not by scrolling: the reports follow below.
 */
export function AppealsPanel() {
  const query = useOpenAppeals();
  const appeals = query.data?.pages.flatMap((p) => p.appeals) ?? [];
  if (appeals.length === 0) return null;
  return (
    <section aria-label={S.appealsHeading}>
      <h2 className={styles.heading}>{S.appealsHeading}</h2>
      <ul className={styles.list} aria-label={S.appealsHeading}>
        {appeals.map((a) => (
          <li key={a.id}>
            <AppealCard appeal={a} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {S.moreAppeals}
        </Button>
      )}
    </section>
  );
}
