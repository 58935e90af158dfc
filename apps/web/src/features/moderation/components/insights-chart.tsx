// One chart of the Insights tab, drawn by uPlot on a canvas. This file (and uPlot with its CSS) is
// loaded only when the tab opens: the panel that imports it is a lazy chunk of its own.
import { type InsightDay, type InsightFigure, INSIGHTS_MESSAGES as M } from '@campus/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from '../insights.module.css';

/** Distinct on white and told apart by more than hue (dash patterns), in the order of the figures. */
const LINES: { stroke: string; dash?: number[] }[] = [
  { stroke: '#1f5fa8' },
  { stroke: '#b3470f', dash: [6, 3] },
  { stroke: '#2d7a3e', dash: [2, 2] },
  { stroke: '#6b3fa0', dash: [10, 3, 2, 3] },
];

const HEIGHT = 200;

/** The day (YYYY-MM-DD, UTC) as uPlot's x: seconds since the epoch. */
const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function InsightsChart({
  title,
  figures,
  days,
}: {
  title: string;
  figures: InsightFigure[];
  days: InsightDay[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      days.map((d) => seconds(d.day)),
      ...figures.map((f) => days.map((d) => d[f])),
    ];
    const plot = new uPlot(
      {
        width: Math.max(280, el.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        series: [
          {},
          ...figures.map((f, i) => ({ label: M.figures[f], width: 2, ...LINES[i % LINES.length] })),
        ],
        axes: [{}, { size: 44 }],
      },
      data,
      el,
    );
    const resized = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(280, el.clientWidth), height: HEIGHT }),
    );
    resized.observe(el);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [days, figures]);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* The same figures are in the table below, for screen readers. */}
      <div ref={box} role="img" aria-label={title} />
    </figure>
  );
}
