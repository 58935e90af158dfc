// The Insights tab (moderators of the campus, administrators): charts of the last 90 days, the same
// figures as a table (screen readers) and a CSV download. A lazy chunk with uPlot, loaded on opening.
import {
  ALL_CAMPUSES,
  INSIGHT_CHARTS,
  INSIGHT_DAYS,
  INSIGHT_FIGURES,
  type Insights,
  INSIGHTS_MESSAGES as M,
} from '@campus/domain';
import { useId, useMemo, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import formStyles from '../../../components/ui/form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import styles from '../../../entities/moderation/moderation.module.css';
import { refusalSentence } from '../../../lib/api-client';
import { useInsights } from '../api/insights';
import own from '../insights.module.css';
import { cell, csvHref } from '../insights-table';
import { InsightsChart } from './insights-chart';

/** Administrators choose a campus, or every campus together. */
function ScopePicker({ insights, onChange }: { insights: Insights; onChange: (scope: string) => void }) {
  const id = useId();
  if (insights.campuses.length === 0) return null;
  return (
    <span className={own.scope}>
      <label htmlFor={id}>{M.scopeLabel}</label>
      <select
        id={id}
        className={formStyles.select}
        value={insights.scope}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value={ALL_CAMPUSES}>{M.allCampuses}</option>
        {insights.campuses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </span>
  );
}

function InsightsTable({ insights }: { insights: Insights }) {
  const newestFirst = useMemo(() => [...insights.days].reverse(), [insights.days]);
  return (
    <section
      className={own.tableBox}
      aria-label={M.tableCaption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a narrow screen, by keyboard too
      tabIndex={0}
    >
      <table className={own.table}>
        <caption>{M.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.dayColumn}</th>
            {INSIGHT_FIGURES.map((f) => (
              <th key={f} scope="col">
                {M.figures[f]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day === insights.today ? `${d.day} (${M.today})` : d.day}</th>
              {INSIGHT_FIGURES.map((f) => (
                <td key={f}>{cell(d, f)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function InsightsPanel() {
  const [scope, setScope] = useState('');
  const query = useInsights(scope);
  if (query.isPending) return <Spinner label="Loading the insights" />;
  if (query.isError) return <p className={styles.refused}>{refusalSentence(query.error)}</p>;
  const insights = query.data;
  return (
    <section className={own.panel} aria-label={M.tab}>
      <div className={own.bar}>
        <h2>{M.heading(INSIGHT_DAYS)}</h2>
        <ScopePicker insights={insights} onChange={setScope} />
        <a
          className={buttonClass({ variant: 'secondary', size: 'small' })}
          href={csvHref(insights.days)}
          download={`insights-${insights.scope}-${insights.today}.csv`}
        >
          {M.download}
        </a>
      </div>
      <div className={own.charts}>
        {INSIGHT_CHARTS.map((c) => (
          <InsightsChart key={c.key} title={M.charts[c.key]} figures={c.figures} days={insights.days} />
        ))}
      </div>
      <InsightsTable insights={insights} />
    </section>
  );
}

export default InsightsPanel;
