import { MODERATION_MESSAGES as M } from '@campus/domain';
import empty from '../../../components/ui/empty-state.module.css';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/moderation/moderation.module.css';
import { useReportQueue } from '../api/report-queue';
import { ReportGroupCard } from './report-group-card';

/** The Reports tab: the campus's open reports, one card per reported thing, oldest first. */
export function ReportsPanel() {
  const query = useReportQueue();
  const groups = query.data?.pages.flatMap((p) => p.groups) ?? [];
  if (query.isPending) return <Spinner label="Loading reports" />;
  if (groups.length === 0)
    return (
      <section className={empty.empty}>
        <h2>{M.noReports}</h2>
      </section>
    );
  return (
    <>
      <ul className={styles.list} aria-label="Open reports">
        {groups.map((g) => (
          <li key={`${g.targetType}-${g.targetId}`}>
            <ReportGroupCard group={g} />
          </li>
        ))}
      </ul>
      <PageEnd query={query} loadingLabel="Loading more reports" />
    </>
  );
}
