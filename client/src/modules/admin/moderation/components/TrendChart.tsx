import { useId } from 'react';

export interface TrendChartProps {
  /** Already translated: "Sign-ups". */
  title: string;
  /** Already translated: "12 in the last 30 days, most on one day: 4". */
  summary: string;
  /** One value per day, oldest first. */
  values: readonly number[];
  /** Formatted first and last day, under the line. */
  from: string;
  to: string;
  tone: 'users' | 'posts' | 'reports';
}

const WIDTH = 300;
const HEIGHT = 80;
const PAD = 4;

/**
 * A small line chart of daily counts (no chart library: one SVG path). Time runs left to right in
 * both languages, as charts do; the summary says in words what the line shows.
 */
export function TrendChart({ title, summary, values, from, to, tone }: TrendChartProps) {
  const titleId = useId();
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map((value, i) => [PAD + i * step, HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)] as const);
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join('');
  const area = points.length ? `${line}L${points.at(-1)![0].toFixed(1)} ${HEIGHT - PAD}L${PAD} ${HEIGHT - PAD}Z` : '';
  const last = points.at(-1);
  return (
    <figure className={`trend-chart trend-chart--${tone}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className="trend-chart__caption">
        <span className="trend-chart__title">{title}</span>
        <span className="trend-chart__summary">{summary}</span>
      </figcaption>
      <svg className="trend-chart__plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line className="trend-chart__base" x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
        <path className="trend-chart__area" d={area} />
        <path className="trend-chart__line" d={line} vectorEffect="non-scaling-stroke" />
        {last && <circle className="trend-chart__dot" cx={last[0]} cy={last[1]} r="3" />}
      </svg>
      <div className="trend-chart__axis" dir="ltr" aria-hidden="true">
        <span>{from}</span>
        <span>{to}</span>
      </div>
    </figure>
  );
}
