/**
 * Monthly revenue bars, January to December, drawn with recharts: the only island that loads it.
 * The chart is drawn only after hydration and sized from its box: the server HTML then holds no inline
 * style attribute (the CSP forbids them), and React sets the chart's own styles through the DOM.
 */
import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMoneyCompact } from '../../lib/money';
import styles from './MonthlyRevenueChart.module.css';
import type { Messages } from '../../i18n/index';
import { fill } from '../../i18n/fill';

export interface MonthlyRevenueChartProps {
  year: number;
  /** Twelve months, January first. */
  months: { label: string; revenueSen: number; orders: number }[];
  /** The chart's words in the page's language (the page passes them: no island carries a catalogue). */
  texts: Messages['sellerDashboard']['screen']['chart'];
}

const HEIGHT = 280;

export default function MonthlyRevenueChart({ year, months, texts: t }: MonthlyRevenueChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const best = months.reduce((a, b) => (b.revenueSen > a.revenueSen ? b : a), months[0]!);
  const total = months.reduce((sum, m) => sum + m.revenueSen, 0);
  const label =
    total > 0
      ? fill(t.label, { year, month: best.label, amount: formatMoney(best.revenueSen) })
      : fill(t.empty, { year });
  // Twelve three-letter months do not fit a phone's width; their initials do (the tooltip names the month).
  const short = width > 0 && width < 480 ? 1 : 3;
  const data = months.map((m) => ({
    month: m.label.slice(0, short),
    revenue: m.revenueSen,
    orders: m.orders,
    name: m.label,
  }));

  return (
    <div
      ref={box}
      className={styles.box}
      role="img"
      aria-label={label}
      data-chart
      data-chart-ready={width > 0 ? '' : undefined}
    >
      {width > 0 && (
        <BarChart
          width={width}
          height={HEIGHT}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} />
          <XAxis
            dataKey="month"
            tickLine={false}
            axisLine={false}
            interval={0}
            tick={{ fontSize: 11 }}
            className={styles.axis}
          />
          <YAxis
            width={56}
            tickLine={false}
            axisLine={false}
            tick={{ fontSize: 11 }}
            tickFormatter={(v: number) => formatMoneyCompact(v)}
            className={styles.axis}
          />
          <Tooltip
            cursor={{ className: styles.cursor }}
            formatter={(value) => [formatMoney(Number(value)), t.revenue]}
            labelFormatter={(_label, payload) => `${payload?.[0]?.payload?.name ?? ''} ${year}`}
          />
          <Bar
            dataKey="revenue"
            name={t.revenue}
            className={styles.bar}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      )}
    </div>
  );
}
