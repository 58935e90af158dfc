import { type AuditEntry, MODERATION_MESSAGES as M } from '@campus/domain';
import empty from '../../../components/ui/empty-state.module.css';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/moderation/moderation.module.css';
import { useAuditLog } from '../api/audit-log';

const who = (person: AuditEntry['actor']) => (person ? `@${person.username}` : 'the command line');

/** One line: who did what to whom, on which campus and target, when, and why. */
function AuditLine({ entry }: { entry: AuditEntry }) {
  const target = entry.targetType ? ` ${entry.targetType}${entry.targetId ? ` ${entry.targetId}` : ''}` : '';
  return (
    <li className={styles.card}>
      <span>
        <strong>{who(entry.actor)}</strong> {entry.action}
        {entry.subject && <> · @{entry.subject.username}</>}
        {target && <> ·{target}</>}
        {entry.campusId && <> · {entry.campusId}</>}
      </span>
      {entry.reason && <p className={styles.content}>{entry.reason}</p>}
      <time className={styles.meta} dateTime={entry.createdAt}>
        {new Date(entry.createdAt).toLocaleString()}
      </time>
    </li>
  );
}

/** The Audit log tab (administrators): everything moderators and administrators did, newest first. */
export function AuditPanel() {
  const query = useAuditLog();
  const entries = query.data?.pages.flatMap((p) => p.entries) ?? [];
  if (query.isPending) return <Spinner label="Loading the audit log" />;
  if (entries.length === 0)
    return (
      <section className={empty.empty}>
        <h2>{M.noAudit}</h2>
      </section>
    );
  return (
    <>
      <ul className={styles.list} aria-label={M.auditTab}>
        {entries.map((e) => (
          <AuditLine key={e.id} entry={e} />
        ))}
      </ul>
      <PageEnd query={query} loadingLabel="Loading more of the audit log" />
    </>
  );
}
