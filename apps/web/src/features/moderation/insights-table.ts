// The Insights tab's figures as rows and as CSV: the same cells for the table and the download.
import { INSIGHT_FIGURES, type InsightDay, INSIGHTS_MESSAGES as M } from '@campus/domain';

/** A figure as shown: the median time to resolve in hours (one decimal), '' when none was resolved. */
export function cell(day: InsightDay, figure: (typeof INSIGHT_FIGURES)[number]): string {
  const value = day[figure];
  if (value === null) return '';
  return figure === 'medianResolveSeconds' ? (value / 3600).toFixed(1) : String(value);
}

const quoted = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** The days as CSV, oldest first: a header of the figures' names, then a line a day. */
export function insightsCsv(days: InsightDay[]): string {
  const header = [M.dayColumn, ...INSIGHT_FIGURES.map((f) => M.figures[f])].map(quoted).join(',');
  const lines = days.map((d) => [d.day, ...INSIGHT_FIGURES.map((f) => cell(d, f))].join(','));
  return `${[header, ...lines].join('\n')}\n`;
}

/** A `data:` address of the CSV, for a download link. */
export const csvHref = (days: InsightDay[]) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(insightsCsv(days))}`;
