import { STANDING_MESSAGES as S } from '@campus/domain';
import empty from '../../../components/ui/empty-state.module.css';
import form from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/moderation/moderation.module.css';
import { useStanding } from '../api/standing';
import { StandingEntryCard } from '../components/standing-entry';

/**
 * /settings/standing: what moderators did to the member (warnings, removed content with its reason,
 * suspensions with their end), newest first, each with its appeal or Appeal.
 */
export function StandingPage() {
  const query = useStanding();
  if (query.isPending) return <Spinner label="Loading" />;
  const entries = query.data?.entries ?? [];
  return (
    <div className={form.form}>
      <p className={form.subtitle}>{S.intro}</p>
      {entries.length === 0 ? (
        <section className={empty.empty}>
          <h2>{S.empty}</h2>
        </section>
      ) : (
        <ul className={styles.list} aria-label={S.pageTitle}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <StandingEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
