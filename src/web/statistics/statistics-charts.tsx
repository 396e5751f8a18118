// The charts, in their own chunk: recharts is loaded only when the statistics page shows them.
// They repeat the table below for the eye; screen readers get the table, so the charts are hidden.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { frStatistics as t } from './i18n';
import type { DayTotals } from './statistics-api';

const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

type ChartDay = DayTotals & { label: string };

/** One chart: a bar a day, the two series stacked. */
function StackedDays({
  caption,
  height,
  data,
  stack,
  bars,
}: {
  caption: string;
  height: number;
  data: ChartDay[];
  stack: string;
  bars: ReadonlyArray<{ key: keyof DayTotals; name: string; fill: string }>;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{caption}</figcaption>
      <div style={{ width: '100%', height }} aria-hidden="true">
        <ResponsiveContainer>
          <BarChart data={data} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            {bars.map((bar) => (
              <Bar key={bar.key} isAnimationActive={false} dataKey={bar.key} name={bar.name} stackId={stack} fill={bar.fill} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Covers by service, then bookings by who made them. */
const CHARTS = [
  {
    caption: t.coversChart,
    height: 280,
    stack: 'covers',
    bars: [
      { key: 'noon', name: t.noon, fill: '#c98a2b' },
      { key: 'evening', name: t.evening, fill: '#8a2c3b' },
    ],
  },
  {
    caption: t.sourceChart,
    height: 240,
    stack: 'source',
    bars: [
      { key: 'online', name: t.online, fill: '#2f6b3f' },
      { key: 'staff', name: t.staff, fill: '#5f554c' },
    ],
  },
] as const;

export default function StatisticsCharts({ days }: { days: DayTotals[] }) {
  const data = days.map((d) => ({ ...d, label: short(d.date) }));
  return (
    <>
      {CHARTS.map((chart) => (
        <StackedDays key={chart.stack} data={data} {...chart} />
      ))}
    </>
  );
}
